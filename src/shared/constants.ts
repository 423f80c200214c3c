// Business constants of seed 000 section 9 that both console and server use.
export const APP_VERSION = '1.18.116';
export const BRAND = 'Автосервис';
export const REQUEST_TIMEOUT_MS = 60_000;
export const TOKEN_EXPIRY_CAP_MS = 604_800_000;
export const TOAST_DURATION_MS = 4_000;
export const DASHBOARD_LAST_USERS_SIZE = 10;
export const NOTIFICATION_PERIODS = [3, 10, 30] as const;
export const DEFAULT_NOTIFICATION_PERIOD = 10;
export const LOGIN_BACKGROUND_COUNT = 12;
export const STORAGE_KEY_AUTH = 'APP_Auth';
export const STORAGE_KEY_WORKSPACE = 'workspaceConfigValues';
export const STATUS_INVALID_TOKEN = 430;
export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const SUPPORT_EMAIL = 'support@demo.ru';
