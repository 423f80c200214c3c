// Reference books and values the business rules name by id. Migration 0002_references_and_user_settings inserts them
// with these ids into every database; code refers to them here.

/** Reference books (refs). Ids 9, 27, 52 and 74 are fixed; the others are ours (901+). */
export const REF_IDS = {
  orderStatus: 9,
  clientStatus: 27,
  gender: 52,
  bonusOperationType: 74,
  pushTokenType: 901,
  storedObject: 902,
  tyreDefectType: 903,
  refusalReason: 904,
  documentType: 905,
  officeAttribute: 906,
  statusSource: 907,
  insuranceType: 908,
  commentRecipientType: 909,
  orderChecklistContent: 910,
  documentStatus: 911,
  communicationType: 912,
  orderCancelReason: 913,
  rimsType: 914,
  evacuationReason: 915,
  wheelLock: 916,
  wheelDiameter: 917,
  towTruckType: 918,
  tireOperation: 919,
  carType: 920,
} as const;

/** Reference values (ref_values) with fixed ids. Values without a fixed id have ids 9001+. */
export const REF_VALUE_IDS = {
  orderStatusArchive: 29,
  orderStatusCancelled: 121,
  clientActive: 76,
  clientBlocked: 77,
  bonusCredit: 345,
  bonusWriteOff: 346,
  pushTokenWeb: 143,
  storedTyres: 379,
  storedWheelSet: 380,
  storedRims: 443,
  /** Default defect type of a tyre (stored object 379). */
  defectNoneTyre: 548,
  /** Default defect type of anything else. */
  defectNone: 562,
  refusalOther: 503,
  docReturnAct: 457,
  /** Office values 10, 15 and 56: only the ids are fixed; the names in the migration are ours. */
  officeTyreFitting: 10,
  officeTyreStorage: 15,
  officeMobileService: 56,
  statusSource: 144,
  genderMale: 9001,
  genderFemale: 9002,
  insuranceOsago: 9101,
  insuranceKasko: 9102,
  insuranceDsago: 9103,
  orderStatusNew: 9011,
  orderStatusInWork: 9012,
  orderStatusExecutorAssigned: 9013,
  orderStatusAwaitingPayment: 9014,
  orderStatusDone: 9015,
  recipientAll: 9091,
  recipientDivision: 9092,
  recipientPartnerDivision: 9093,
  recipientUser: 9094,
  docStatusMissing: 9121,
  docStatusReceived: 9122,
  docStatusChecked: 9123,
  docStatusRejected: 9124,
  /** Tyre operations (book 919) the complex bundles and the calculators price. */
  tireFittingComplex: 9201,
  tireSeasonalSwap: 9202,
  tireBalancing: 9203,
  tirePunctureRepair: 9204,
  tireStorageTyres: 9205,
  tireStorageWheels: 9206,
  carPassenger: 9211,
  carCrossover: 9212,
  carSuv: 9213,
  carMinibus: 9214,
} as const;

/** Comment recipient types that address a division, and the one that addresses a user (commentFormSchema). */
export const DIVISION_RECIPIENT_TYPES: readonly number[] = [
  REF_VALUE_IDS.recipientDivision,
  REF_VALUE_IDS.recipientPartnerDivision,
];
export const USER_RECIPIENT_TYPES: readonly number[] = [REF_VALUE_IDS.recipientUser];
