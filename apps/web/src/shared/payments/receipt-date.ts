/** d/m/yyyy, the receipt's transaction date format (spec 02 §4: stamped from the local clock). */
export const receiptDate = (d: Date) => `${d.getDate()}/${d.getMonth() + 1}/${d.getFullYear()}`;
