// @ts-check
/**
 * Whether a picture's address is one link previews draw: Facebook, LinkedIn and X show JPEG, PNG,
 * WebP and GIF, not SVG. Read from the address's path, up to any query or fragment, without parsing
 * it (a malformed address is simply not one). Plain JavaScript: the build's checks use it too.
 * @param {string} address
 * @returns {boolean}
 */
export function showsInLinkPreviews(address) {
  return /\.(png|jpe?g|webp|gif)$/i.test(address.split(/[?#]/)[0] ?? "");
}
