/** Escapes text for HTML e-mail bodies: every value from a visitor goes through this. */
const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
