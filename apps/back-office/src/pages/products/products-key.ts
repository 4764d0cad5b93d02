/** The products list's query key: read again after a product's listing, price or stock changed. */
export const productsKey = 'products';
