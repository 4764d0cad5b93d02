import { z } from 'zod';

/** The spec's messages for required text fields (the login form's two, the address and account forms'). */
export const required = (message: string) => z.string({ error: message }).trim().min(1, message);
