/**
 * Where Auth may send a user back to, as GoTrue decides it (supabase/auth,
 * internal/utilities/request.go: IsRedirectURLValid): never a URL with a control character or a
 * space; the site URL's own scheme and host (and port, unless the host is loopback); a loopback IP
 * address; otherwise only an entry of the allow list, matched as a glob whose `*` stops at "." and
 * "/" (`**` does not), against the URL without its fragment. Anything else goes to the site URL.
 * A prefix is never enough: "http://127.0.0.1:5173.evil.example" is not "http://127.0.0.1:5173".
 */

const DECIMAL_IP = /^[0-9]+$/;
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * The host as written, without port or IPv6's brackets, as Go's URL.Hostname gives it (the WHATWG
 * parser would rewrite "2130706433" as "127.0.0.1", which Go does not).
 */
function hostname(url: string): string {
  const host = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(url)?.[1] ?? "";
  return host.replace(/^\[(.*)\]$/, "$1");
}

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(":");
}

function isLoopback(host: string): boolean {
  if (host === "::1") return true;
  const ipv4 = /^(\d{1,3})\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.exec(host);
  return ipv4 !== null && ipv4[1] === "127";
}

const isLocalhost = (host: string) => host === "localhost" || isLoopback(host);

/** A glob of the allow list as gobwas/glob compiles it with "." and "/" as separators. */
function globToRegExp(pattern: string): RegExp {
  let source = "";
  for (let index = 0; index < pattern.length; index++) {
    const character = pattern[index]!;
    if (character === "*" && pattern[index + 1] === "*") {
      source += ".*";
      index++;
    } else if (character === "*") source += "[^./]*";
    else if (character === "?") source += "[^./]";
    else source += character.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

export function isRedirectUrlValid(siteUrl: string, allowList: string[], redirectUrl: string): boolean {
  if (!redirectUrl) return false;
  // deno-lint-ignore no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u0020\u007f]/.test(redirectUrl)) return false;
  const base = parse(siteUrl);
  if (!base) return false;
  const target = parse(redirectUrl);
  if (!target && /^https?:\/\//i.test(redirectUrl)) return false;
  if (target) {
    const host = hostname(redirectUrl);
    if (
      hostname(siteUrl) === host &&
      base.protocol === target.protocol &&
      (base.port === target.port || isLocalhost(host))
    )
      return true;
    const isHttp = target.protocol === "http:" || target.protocol === "https:";
    if (DECIMAL_IP.test(host)) return false;
    if (isIpAddress(host)) return isLoopback(host);
    if (isHttp && !REGULAR_HOSTNAME.test(host)) return false;
  }
  const withoutFragment = redirectUrl.split("#")[0]!;
  return allowList.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}
