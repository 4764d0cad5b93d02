/** The search page of a term: where the search form goes, and the overlay's "show all". */
export const searchPage = (term: string) => `/search-details?term=${encodeURIComponent(term)}`;

/** The ids of the search's parts, from the form's useId: the form draws the label and the field, the live search the rest. */
export const searchIds = (id: string) => ({
  label: `${id}-label`,
  input: `${id}-input`,
  heading: `${id}-heading`,
  suggestions: `${id}-suggestions`,
  listbox: `${id}-listbox`,
  option: (index: number) => `${id}-option-${index}`,
});
