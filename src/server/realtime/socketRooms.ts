/** What the handshake established about a socket; every process reads it through fetchSockets(). */
export interface SocketData {
  userId: number;
  partnerId: number | null;
  fio: string;
  deviceId: string | null;
  officeId: number | null;
  /** Unix seconds. */
  connectedAt: number;
}

/** Rooms per user, per partner and per office; employees of the platform itself (no partner) share 'staff'. */
export const roomOf = {
  user: (id: number) => `user:${id}`,
  partner: (id: number) => `partner:${id}`,
  office: (id: number) => `office:${id}`,
  staff: 'staff',
} as const;

export function roomsOfSocket(data: SocketData): string[] {
  return [
    roomOf.user(data.userId),
    data.partnerId === null ? roomOf.staff : roomOf.partner(data.partnerId),
    ...(data.officeId === null ? [] : [roomOf.office(data.officeId)]),
  ];
}
