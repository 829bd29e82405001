"""Palimpsest over the Model Context Protocol: memory tools for agents.

A thin transport over `MemoryService`, like `gql`: each tool checks the caller's role, calls
one service method and returns plain JSON. Two ways in:

- stdio: `palimpsest mcp --key KEY` (the key, or `PALIMPSEST_MCP_KEY`, decides tenant and
  role for the whole session);
- streamable HTTP at `/mcp` in the app, each request authenticated by its
  `Authorization: Bearer <key>` header with the same keys as GraphQL.

Tools: `remember`, `remember_facts`, `recall`, `why`, `history`, `forget`, and for admin
keys `review_queue` and `decide`. A slot's timeline is also a resource,
`palimpsest://slots/{subject}/{attribute}`.
"""
