// A lead's answers as the lead data dialog lists them (002 §2 "lead data" dialog): the form's fields as the
// network named them (full_name, phone_number …) turned into labels, in the form's order.
export const fieldLabel = (key: string): string => {
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
};

export const leadFieldRows = (fields: Record<string, string>): { key: string; label: string; value: string }[] =>
  Object.entries(fields).map(([key, value]) => ({ key, label: fieldLabel(key), value }));
