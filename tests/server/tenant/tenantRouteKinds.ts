// What each id a route takes points at, for the tenant matrix: a table whose rows partners own (the matrix fills the
// id with another partner's row of it), SHARED for data no partner owns (clients, catalogues, references), or
// NOT_AN_ID for a path segment that is a word or a code. A route whose id matches no rule fails the matrix, so every
// new route is placed here when it is added.

export const SHARED = 'shared';
export const NOT_AN_ID = 'not an id';

type Rule = [path: RegExp, param: string | RegExp, kind: string];

/** Ids named after what they point at, wherever they appear (path, query or body). */
const BY_NAME: Record<string, string> = {
  orderId: 'orders',
  officeId: 'offices',
  officePostId: 'office_posts',
  partnerId: 'partners',
  customerId: 'users',
  userId: 'users',
  roleId: 'roles',
  userRoleId: 'user_roles',
  invoiceId: 'order_invoices',
  appointmentId: 'appointments',
  actId: 'reconciliation_acts',
  partnerLegalId: 'partner_legals',
  photoId: 'order_files',
  fileId: 'order_uploads',
  docId: 'order_documents',
  vehicleId: SHARED,
  clientId: SHARED,
  brandId: SHARED,
  refId: SHARED,
  fiasId: SHARED,
  serviceId: SHARED,
  priceListId: 'price_lists',
  positionId: SHARED,
  policyId: 'travel_policies',
  promoCodeId: SHARED,
};

/** Ids named `id`, `code`, `rowId`..., placed by the path they appear in; the first match wins. */
const BY_PATH: Rule[] = [
  [
    /^\/v[12]\/orders\/\{id\}\/(order_responsibles|revision_editors|revision_executors)\/\{rowId\}/,
    'rowId',
    'order_responsibles',
  ],
  [/^\/v[12]\/orders\/create\/linked\//, 'type', NOT_AN_ID],
  [/^\/v[12]\/orders\/\{id\}/, 'id', 'orders'],
  [/^\/v1\/order_comments\//, 'id', 'order_comments'],
  [/^\/v1\/order_checklist_items\//, 'id', 'order_checklist_items'],
  [/^\/v1\/order_communications\//, 'id', 'order_communications'],
  [/^\/v1\/order_doc_type_statuses\//, 'id', 'order_doc_type_statuses'],
  [/^\/v1\/damaged_items\//, 'id', 'order_damaged_items'],
  [/^\/v1\/order_invoice_documents\//, 'id', 'order_invoice_documents'],
  [/^\/v1\/order_invoices\//, 'id', 'order_invoices'],
  [/^\/v1\/order_offers\//, 'id', 'order_offers'],
  [/^\/v1\/reconciliation_acts\//, 'id', 'reconciliation_acts'],
  [/^\/v1\/partner\/car_park\//, 'id', 'partner_car_park'],
  [/^\/v1\/service_post\//, 'id', 'service_posts'],
  [/^\/v1\/users\/scheduler\/files\//, 'id', 'appointment_files'],
  [/^\/v1\/users\/scheduler\//, 'id', 'appointments'],
  [/^\/v1\/users\/timetable\//, 'id', 'post_weekly_slots'],
  [/^\/v1\/users\/actual_timetable\//, 'id', 'post_work_intervals'],
  [/^\/v1\/tire_storage\/qr_code\//, 'id', 'orders'],
  [/^\/v1\/carmen\/order\//, 'id', 'orders'],
  [/^\/v1\/price_lists\/regions\//, 'id', 'price_list_regions'],
  [/^\/v1\/price_lists\/items\//, 'id', 'price_list_items'],
  // Batches of pre-printed QR labels are a partner's (qrcodes/qrcodesRoutes).
  [/^\/v1\/qrcodes\//, 'id', 'qr_code_batches'],
  [/^\/v1\/users\/scheduler\/federal_days\//, 'day', SHARED],
  [/^\/v1\/users\/settings\//, 'key', NOT_AN_ID],
  [/^\/v1\/users\/partner\/token\//, 'id', 'users'],
  [/^\/v1\/users\/(confirm|invite|password\/restore\/confirm)\//, 'code', NOT_AN_ID],
  [/^\/v1\/clients\//, /.*/, SHARED],
  [/^\/v1\/client_promos\//, 'id', SHARED],
  // Promos and their project and service links are platform data (pricing/promosRoutes); partner links are a partner's.
  [/^\/v1\/(promos|project_promos|service_promos)\//, 'id', SHARED],
  // The nomenclature, service positions and complex bundles are platform reference data (pricing/nomenclatureRoutes).
  [/^\/v1\/(nomenclature|service_bundle)\//, 'id', SHARED],
  // The vehicle catalogue's change groups are words (makes, models...), not ids.
  [/^\/v1\/catalog\/vehicle\/changes\//, 'group', NOT_AN_ID],
  [/^\/v1\/(catalog|geo|tire_catalog|vehicle_make_carmen|ref|ref_value|order_fields\/services)\//, /.*/, SHARED],
  [/^\/v1\/(insurance\/vehicle_insurances|vehicles)\//, /.*/, SHARED],
  [/^\/v1\/carmen\/users\//, 'id', SHARED],
  // Background tasks are the platform's, no partner's (config/cronTasksRoutes).
  [/^\/v1\/users\/cron_tasks\//, 'id', SHARED],
  // SEO pages and their FAQ are the platform's site content (content/seoPagesRoutes).
  [/^\/v1\/users\/(seo_pages|seo_page_faqs)\//, 'id', SHARED],
  // Blog posts, reviews and banners are the platform's site content too (content/seoBlogsRoutes and the rest).
  [/^\/v1\/(users\/seo_blogs|reviews|banners)\//, 'id', SHARED],
  [/^\/v1\/roles\/restore\//, 'id', 'roles'],
  [/^\/v1\/(operations|permissions\/operations|services|services\/restore)\//, 'id', SHARED],
  // Service card types, their positions and order status bindings are platform reference data (cards/, references/).
  [/^\/v1\/(service_cards|order_statuses)\//, 'id', SHARED],
  // Travel policies are their selling agent's (travel/travelPoliciesRoutes).
  [/^\/v1\/vzr\/policies\//, 'id', 'travel_policies'],
  // Travel payments belong to their policy's partner (travel/travelPaymentsRoutes).
  [/^\/v1\/vzr\/payments\//, 'id', 'travel_payments'],
  // Travel promo codes are the platform's; their commissions name the partner that earns them.
  [/^\/v1\/vzr\/promocodes\//, 'id', SHARED],
  [/^\/v1\/vzr\/promo_code_commissions\//, 'id', 'travel_promo_code_commissions'],
];

/**
 * The kind of the id `param` of the route `path`, or undefined when no rule places it. Past the rules, `/v1/<name>/{id}`
 * points at the table `<name>` (or `<name>s`) when the schema has one: REST-like paths place themselves.
 */
export function kindOfId(path: string, param: string, tables: string[] = []): string | undefined {
  for (const [pattern, name, kind] of BY_PATH) {
    if (pattern.test(path) && (typeof name === 'string' ? name === param : name.test(param))) return kind;
  }
  if (param in BY_NAME) return BY_NAME[param];
  const segment = new RegExp(`/([a-z_]+)/\\{${param}\\}`).exec(path)?.[1];
  return [segment, `${segment}s`].find((name) => name && tables.includes(name));
}

/** Whether a query or body field is an id the matrix should point at another partner's row. */
export const isIdField = (name: string) => name in BY_NAME;
