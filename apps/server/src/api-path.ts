/** Whether a request URL belongs to the JSON API (everything else is the web app or media). */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
