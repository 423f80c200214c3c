// Where a client registered, an order or an appointment came from: the reports count them per channel.

export const CHANNELS = ['operator', 'mobile', 'site', 'partner'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_NAMES: Record<Channel, string> = {
  operator: 'Оператор',
  mobile: 'Мобильное приложение',
  site: 'Сайт',
  partner: 'Партнёр',
};
