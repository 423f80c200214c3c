import '../../zodJitless';
import { parseWithZod } from '@conform-to/zod/v4';
import { loginSchema } from '../../../shared/schemas/auth';

/** The login form's rules (the server's loginSchema): a chunk of its own, loaded on demand by LoginPage. */
export const validateLogin = (formData: FormData) => parseWithZod(formData, { schema: loginSchema });
