export const PRODUCT_NAME = 'Practice Desk';
