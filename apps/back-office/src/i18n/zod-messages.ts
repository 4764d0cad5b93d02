import { createTranslator } from 'use-intl';
import { z } from 'zod';
import type en from './messages/en.json';

type Messages = typeof en;

type Issue = z.core.$ZodRawIssue;
type Say = ReturnType<typeof createTranslator<Messages, 'validation'>>;

const isNumeric = (origin: unknown) => origin === 'number' || origin === 'int' || origin === 'bigint';

/** A zod issue in a merchant's words ("At most 80 characters"), not the schema's ("expected string to have <=80"). */
export function zodMessage(issue: Issue, say: Say): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return say('required');
      return issue.expected === 'int' ? say('wholeNumber') : isNumeric(issue.expected) ? say('number') : say('invalid');
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return minimum <= 1 ? say('required') : say('textTooShort', { minimum });
      if (issue.origin === 'array' || issue.origin === 'set') return say('tooFew', { minimum });
      return isNumeric(issue.origin) ? say('numberTooSmall', { minimum }) : say('invalid');
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return say('textTooLong', { maximum });
      if (issue.origin === 'array' || issue.origin === 'set') return say('tooMany', { maximum });
      return isNumeric(issue.origin) ? say('numberTooBig', { maximum }) : say('invalid');
    }
    case 'invalid_format':
      if (issue.format === 'email') return say('email');
      if (issue.format === 'url') return say('url');
      if (issue.format === 'date' || issue.format === 'datetime') return say('date');
      return say('format');
    case 'not_multiple_of':
      return Number(issue.divisor) === 1 ? say('wholeNumber') : say('invalid');
    case 'invalid_value':
      return say('choice');
    default:
      return say('invalid');
  }
}

/**
 * zod's own messages, where a schema names none, in the member's language: zod keeps one global
 * configuration, so the language menu sets it anew (schemas that name their message keep it, and
 * the fields word those by their code).
 */
export function speakZod(intlLocale: string, messages: Messages) {
  const say = createTranslator({ locale: intlLocale, messages, namespace: 'validation' });
  z.config({ customError: (issue) => zodMessage(issue, say) });
}
