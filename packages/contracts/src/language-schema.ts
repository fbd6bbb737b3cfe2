import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

export const languageSchema = z.enum(LANGUAGES, 'validation.languageInvalid');
