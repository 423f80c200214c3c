import { WS_RECONNECT_ATTEMPTS } from '../../shared/constants';

export type Connection = 'offline' | 'connecting' | 'connected' | 'waiting' | 'failed' | 'rejected';

/** The connection in words, for the messages panel and /websocket/log. */
export function connectionText(connection: Connection, attempt: number, retryAt: number | null, now: number): string {
  switch (connection) {
    case 'connected':
      return 'Подключено';
    case 'connecting':
      return 'Подключение…';
    case 'waiting':
      return `Переподключение через ${Math.max(0, Math.ceil(((retryAt ?? now) - now) / 1000))} с (попытка ${attempt} из ${WS_RECONNECT_ATTEMPTS})`;
    case 'failed':
      return 'Нет связи с сервером уведомлений';
    case 'rejected':
      return 'Сессия недействительна или истекла';
    default:
      return 'Не подключено';
  }
}

export const CONNECTION_COLORS: Record<Connection, string> = {
  connected: 'green',
  connecting: 'blue',
  waiting: 'orange',
  failed: 'red',
  rejected: 'red',
  offline: 'gray',
};
