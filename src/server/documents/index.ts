import { defineArea } from '../plugins/defineArea';
import { orderDocumentsRoutes } from './orderDocumentsRoutes';

/** Documents: the partner's templates, an order's generated documents and signing links. */
export const documentsArea = defineArea('documents', [orderDocumentsRoutes]);
