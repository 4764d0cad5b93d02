import { ShopApiError } from '@shop/client';
import { addressInputSchema, fieldProblems, postalCodePatterns } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  apiFieldIssues,
  failureMessage,
  issueMessage,
  postalCodeExamples,
  requiredIssues,
  schemaIssues,
} from './field-issues';
import { failureOf } from './use-call';

const countryName = (iso: string) => ({ DE: 'Deutschland', PL: 'Polen' })[iso] ?? iso;

describe('field issues', () => {
  it('has a valid example for every country with a postal code rule', () => {
    expect(Object.keys(postalCodeExamples).sort()).toEqual(Object.keys(postalCodePatterns).sort());
    for (const [iso, example] of Object.entries(postalCodeExamples))
      expect([iso, postalCodePatterns[iso]!.test(example)]).toEqual([iso, true]);
  });

  it('names the country and an example for an invalid postal code', () => {
    const postalCode = (country: string) => ({
      path: 'postalCode',
      message: `Invalid postal code for ${country}`,
      code: 'postalCode',
      values: { country },
    });
    expect(issueMessage(postalCode('DE'), countryName)).toEqual({
      key: 'AccountPages.errors.postalCode',
      values: { country: 'Deutschland', example: '10115' },
    });
    expect(issueMessage(postalCode('PL'), countryName)).toEqual({
      key: 'AccountPages.errors.postalCodeAny',
      values: { country: 'Polen' },
    });
  });

  it('translates by the code, whatever the message says, and falls back to a general text', () => {
    const issue = (code: string, message = 'reworded in the API') => ({ path: 'field', message, code });
    expect(issueMessage(issue('required'), countryName)).toEqual({ key: 'Account.fieldRequired' });
    expect(issueMessage(issue('currentPassword'), countryName)).toEqual({ key: 'AccountPages.errors.currentPassword' });
    expect(issueMessage(issue('invalid', 'Too big: expected string to have <=100 characters'), countryName)).toEqual({
      key: 'AccountPages.errors.invalid',
    });
    expect(issueMessage(issue('not-a-known-code'), countryName)).toEqual({ key: 'AccountPages.errors.invalid' });
  });

  it('has a text for every problem the contracts name', () => {
    for (const code of Object.keys(fieldProblems))
      expect(issueMessage({ path: 'field', message: '', code }, countryName).key, code).not.toBe(
        'AccountPages.errors.invalid',
      );
  });

  it('reads the fields of a rejected call without the request part', () => {
    const error = new ShopApiError(400, 'VALIDATION_ERROR', 'postalCode: Invalid postal code for DE', {
      issues: [
        {
          path: 'body.postalCode',
          message: 'Invalid postal code for DE',
          code: 'postalCode',
          values: { country: 'DE' },
        },
      ],
    });
    expect(apiFieldIssues(error)).toEqual([
      { path: 'postalCode', message: 'Invalid postal code for DE', code: 'postalCode', values: { country: 'DE' } },
    ]);
    expect(apiFieldIssues(new ShopApiError(404, 'NOT_FOUND', 'Address 9 does not exist'))).toBeUndefined();
    expect(apiFieldIssues(new Error('offline'))).toBeUndefined();
  });

  it('reads a shared schema’s issues with the same paths', () => {
    const issues = schemaIssues(addressInputSchema, {
      firstName: 'Ada',
      lastName: '',
      street: 'Hauptstraße 1',
      city: 'Berlin',
      postalCode: '1234',
      country: 'DE',
    });
    expect(issues).toContainEqual({ path: 'lastName', message: 'This field is required', code: 'required' });
    expect(issues).toContainEqual({
      path: 'postalCode',
      message: 'Invalid postal code for DE',
      code: 'postalCode',
      values: { country: 'DE' },
    });
  });

  it('names the required values left empty', () => {
    expect(requiredIssues({ email: ' ', firstName: 'Ada' }, ['email', 'firstName', 'company'])).toEqual([
      { path: 'email', message: 'This field is required', code: 'required' },
      { path: 'company', message: 'This field is required', code: 'required' },
    ]);
  });

  it('explains a failure that names no field', () => {
    expect(failureMessage(failureOf(new ShopApiError(401, 'UNAUTHORIZED', 'Please log in')))).toEqual({
      key: 'AccountPages.errors.sessionExpired',
    });
    expect(failureMessage(failureOf(new TypeError('fetch failed')))).toEqual({ key: 'Account.genericError' });
  });
});
