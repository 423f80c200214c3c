// Business constants that both console and server use.
export const APP_VERSION = '1.18.116';
export const BRAND = 'Автосервис';
export const REQUEST_TIMEOUT_MS = 60_000;
export const TOKEN_EXPIRY_CAP_MS = 604_800_000;
export const TOAST_DURATION_MS = 4_000;
export const DASHBOARD_LAST_USERS_SIZE = 10;
export const NOTIFICATION_PERIODS = [3, 10, 30] as const;
export const DEFAULT_NOTIFICATION_PERIOD = 10;
export const STORAGE_KEY_AUTH = 'APP_Auth';
export const STORAGE_KEY_WORKSPACE = 'workspaceConfigValues';
export const STATUS_INVALID_TOKEN = 430;
export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const SUPPORT_EMAIL = 'support@demo.ru';

// Validation library (src/shared/schemas): service ids and the limits of the form rules. The reference values the rules
// name (345, 346, 379, 380, 443, 121, 503, 548, 562, 76, 77) are in referenceIds.ts.
export const SERVICE_TYRE = 69;
/** Services (table services, migration 0004). Ids 13, 41, 42, 61, 68, 69 are fixed; the others are ours. */
export const SERVICE_IDS = {
  evacuation: 13,
  techHelp: 42,
  tireFitting: 69,
  tireStorage: 68,
  carService: 61,
  serviceOffice: 41,
  avarcom: 901,
  lossAdjustment: 902,
  tAvarcom: 903,
  realty: 904,
} as const;
/** Video upload chunk (0.5 MB) and the largest photo / video the server takes. */
export const VIDEO_CHUNK_BYTES = 512 * 1024;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
export const CLIENT_ORDERS_PAGE_SIZE = 500;
export const SERVICES_WITH_CANCEL_REASON: readonly number[] = [13, 42];
export const MAX_BONUS_ACCRUAL = 5_000;
export const DEFAULT_PHONE_COUNTRY_CODE = '+7';
export const NAME_MAX_LENGTH = 255;
export const PASSPORT_SERIES_LENGTH = 4;
export const PASSPORT_NUMBER_LENGTH = 6;
export const PASSPORT_ISSUE_DATE_LENGTH = 10;
export const PLATE_MAX_LENGTH = 20;
/** Plate, STS and PTS of a foreign vehicle ('Не РФ'). */
export const FOREIGN_DOCUMENT_MAX_LENGTH = 64;
export const VIN_MAX_LENGTH = 17;
export const STS_MAX_LENGTH = 10;
export const YEAR_MAX_LENGTH = 4;
export const SMS_CODE_MAX_LENGTH = 6;
export const BARCODE_LENGTH = 9;
/** A card type position's freeCount of 0 travels as -1. */
export const FREE_COUNT_ZERO_ON_SERVER = -1;

// Real time: the push websocket, its reconnects and the work shift's polling.
/** The socket.io endpoint on the API's own HTTP server, under the API prefix so one proxy rule covers both. */
export const SOCKET_PATH = '/v1/socket';
export const WS_RECONNECT_ATTEMPTS = 10;
export const WS_RECONNECT_DELAY_MS = 2_000;
export const WS_RECONNECT_MAX_DELAY_MS = 600_000;
export const WEBSOCKET_LOG_LIMIT = 100;
/** The work-shift warning after this many hours since the stored executors were set ('12 units': hours). */
export const WORK_SHIFT_HOURS = 12;
export const WORKSPACE_POLL_MS = 2_000;
/** The message a user may send another over the socket (message:send). */
export const MAX_SOCKET_MESSAGE_LENGTH = 1_000;
