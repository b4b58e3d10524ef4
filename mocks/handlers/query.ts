/** The query as the server's parser reads it: a repeated parameter is a list, which the schemas refuse. */
export function readQuery(request: Request): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URL(request.url).searchParams) {
    const earlier = query[name];
    query[name] = earlier === undefined ? value : [...[earlier].flat(), value];
  }
  return query;
}
