"""The GraphQL API (strawberry): a thin transport over MemoryService.

- `gql.app.graphql_app(service, settings)`: the ASGI app to mount at /graphql;
- `gql.schema.build_schema()`: Query, Mutation and their types (`gql.types`);
- `gql.auth`: the request context and role checks (keys and roles: `palimpsest.access`);
  `gql.limits`: request limits;
- `gql.errors`: every error's `extensions.code`;
- `python -m gql.export`: regenerate gql/schema.graphql.
"""
