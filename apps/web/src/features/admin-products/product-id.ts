/** The id in /app/product/edit/{id} and /detail/{id}: a positive whole number, else null (back to the list). */
export function productIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
