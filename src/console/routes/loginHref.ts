/** '/login?redirectTo=...' for the page the user was on (the root needs no redirect). */
export function loginHref(current: string) {
  return current && current !== '/' ? `/login?redirectTo=${encodeURIComponent(current)}` : '/login';
}

/** Only a path of this console may be a redirect target, never another site ('//evil', 'https://...'). */
export function safeRedirect(target: string | null): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : '/';
}
