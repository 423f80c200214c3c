import { defineArea } from '../plugins/defineArea';
import { orderPhotosRoutes } from './orderPhotosRoutes';
import { orderTemporaryFilesRoutes } from './orderTemporaryFilesRoutes';
import { orderUploadsRoutes } from './orderUploadsRoutes';

/** Files: order photos, temporary files and resumable uploads, kept in the database (fileStorage). */
export const filesArea = defineArea('files', [orderPhotosRoutes, orderTemporaryFilesRoutes, orderUploadsRoutes]);
