import { defineArea } from '../plugins/defineArea';
import { qrcodesRoutes } from './qrcodesRoutes';

/** Pre-printed QR labels: batches of unique tyre barcodes for a partner, and their label sheets. */
export const qrcodesArea = defineArea('qrcodes', [qrcodesRoutes]);
