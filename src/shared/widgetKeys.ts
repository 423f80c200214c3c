// A module of its own, without the screen list: the console's entry (boot/offersPrefetch.ts) needs one key of it.

/** Operation keys of the widgets and panels that permissions show or hide. */
export const WIDGET_KEYS = {
  lastEvents: 'show.last.event',
  notifications: 'show.notifications',
  vehicle: 'order.vehicle',
  vehicleNumber: 'order.vehicle.number',
  client: 'order.client',
  clientEmail: 'reference.client.email',
  personFindByName: 'reference.person.findByName',
  carmenMakes: 'reference.carmen.makes',
  insurancePolicies: 'order.insurancePolicies',
  personalData: 'reference.person.card.personal.data',
  contactDetail: 'reference.person.card.contact.detail',
  // Parts of the order card (the other order-related views); their keys are ours.
  orderBlock: 'order.block',
  orderMoveService: 'order.move.service',
  orderComments: 'order.comments',
  orderChecklist: 'order.checklist',
  orderPhotos: 'order.photos',
  orderExecutors: 'order.executors',
  orderDocuments: 'order.documents',
  orderCommunications: 'order.communications',
  orderResponsibles: 'order.responsibles',
  orderDamagedItems: 'order.damaged.items',
  tireDefects: 'tire.defects',
  tireStorage: 'tire.storage',
  tireCatalog: 'reference.tire.catalog',
  /** The order card's invoices: list and actions (insert creates, update acts, delete deactivates). */
  orderInvoices: 'order.invoices',
  /** Paying an invoice (cash, account, links) and retracting a payment: money, so a key of its own. */
  orderInvoicePayments: 'order.invoices.payments',
  /** Evacuation dispatch to partners by priority: start, restart, manual processing (the operator's side). */
  orderDispatch: 'order.evacuation.dispatch',
  /** A partner user's offers: see and answer them. */
  orderOffers: 'order.offers',
  /** Partner service priorities (GET /service_partner/priorities, PUT /service_partner/priority). */
  partnerPriorities: 'reference.partner.priorities',
  /** The supervisors' live machine inspector. */
  debugMachines: 'debug.machines',
} as const;
