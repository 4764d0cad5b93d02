import { type AttributeAdmin, attributeCodeSchema, attributeWriteSchema } from '@shop/contracts';
import { z } from 'zod';

// The attribute editor's form: its schema (the contracts' save with the new attribute's code) and
// what it starts from.

export const attributeForm = z.object({ code: attributeCodeSchema, attribute: attributeWriteSchema });
export type AttributeFields = z.input<typeof attributeForm>;

/** What the form starts from: the attribute as the API answered it, or a new one. */
export const fieldsOf = (attribute?: AttributeAdmin): AttributeFields =>
  attribute
    ? {
        code: attribute.code,
        attribute: {
          label: attribute.label,
          type: attribute.type,
          unit: attribute.unit,
          isFacet: attribute.isFacet,
          position: attribute.position,
          location: attribute.location,
          options: attribute.options.map(({ value, label, colour }) => ({ value, label, colour })),
          removed: [],
          version: attribute.version,
        },
      }
    : {
        code: '',
        attribute: {
          label: {},
          type: 'text',
          unit: null,
          isFacet: true,
          position: 0,
          location: 'properties',
          options: [],
          removed: [],
        },
      };

/** A unit belongs to numbers and colours to colour values: a type switched away from them drops theirs. */
export const typed = ({ code, attribute }: AttributeFields): AttributeFields => ({
  code,
  attribute: {
    ...attribute,
    unit: attribute.type === 'number' ? attribute.unit : null,
    options: attribute.options?.map((o) => ({ ...o, colour: attribute.type === 'colour' ? o.colour : null })),
  },
});
