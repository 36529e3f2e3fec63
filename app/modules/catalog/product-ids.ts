/** Product ids that code refers to (order buttons, seed); every other fact about them is in the database. */
export const STANDARD_PRODUCT_ID = 'wall-planner-001';
export const XL_PRODUCT_ID = 'wall-planner-xl';
