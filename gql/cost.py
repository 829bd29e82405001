"""The cost of one GraphQL request, read from its document before anything runs (issue 15).

Depth and alias caps bound a document's shape, not its work: thirty aliased `evidence`
calls at `maxItems: 50`, or `facts(first: 200) { slot { facts { slot { facts } } } }`,
passed both and ran for tens of seconds. Each field here costs what it makes the service do:

- each object a field loads costs 1: the product of the list sizes down to it (a scalar
  comes with its object and costs nothing). A list's size is the `first` (or `maxItems`)
  its field or the connection above it asks for; a list with no argument
  (`StateSlot.facts`) counts `UNBOUNDED_LIST`, the size such lists reach in practice;
- `evidence` adds `EVIDENCE_COST` plus `EVIDENCE_ITEM_COST` per item asked (`maxItems`): a
  hybrid search, an expansion and a ranking in Neo4j; `causalChain` adds
  `CAUSAL_DEPTH_COST` per link of depth; `profile` adds `PROFILE_COST`, and its lists count
  the bounds the card has (`LIST_BOUNDS`);
- a mutation's input is bounded by its batch limit (`gql.limits.check_batch`); only what it
  selects back is counted.

A request over `MAX_COST` is refused with LIMIT_EXCEEDED and its cost, before it runs.
`request_cost` is pure (document, schema, variables in; a number out).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from graphql import (
    DocumentNode,
    FieldNode,
    FragmentDefinitionNode,
    FragmentSpreadNode,
    GraphQLError,
    GraphQLField,
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLSchema,
    InlineFragmentNode,
    OperationDefinitionNode,
    SelectionSetNode,
    get_named_type,
    value_from_ast_untyped,
)
from strawberry.extensions import SchemaExtension

from gql.errors import LIMIT_EXCEEDED
from gql.limits import MAX_QUERY_DEPTH
from recall import domains as profile_domains
from recall import profile as profile_limits

MAX_COST = 2000
EVIDENCE_COST = 200
EVIDENCE_ITEM_COST = 6
CAUSAL_DEPTH_COST = 20
UNBOUNDED_LIST = 20
PROFILE_COST = 50  # one read of a subject's slots, when the card is not cached
# Lists whose length the service bounds, by "Type.field": a profile card's
# (recall.profile). Its other lists (states of a domain, a state's values) are short in
# practice; they count `PROFILE_LIST`.
PROFILE_LIST = 5
LIST_BOUNDS: dict[str, int] = {
    "Profile.domains": len(profile_domains.DOMAIN_ORDER),
    "Profile.changes": profile_limits.CHANGES_LIMIT,
    "Profile.abandoned": profile_limits.ABANDONED_LIMIT,
    "Profile.traits": profile_limits.TRAITS_LIMIT,
    "Profile.inFlight": PROFILE_LIST,
    "Profile.pending": PROFILE_LIST,
    "ProfileDomain.states": PROFILE_LIST,
    "ProfileState.also": PROFILE_LIST,
    "ProfileState.exceptions": PROFILE_LIST,
}
# Arguments that say how many items a list (or the connection around it) holds.
_SIZE_ARGUMENTS = ("first", "maxItems")


def _arguments(field: FieldNode, variables: dict[str, Any]) -> dict[str, Any]:
    """The arguments the document gives `field` (variables filled in)."""
    return {a.name.value: value_from_ast_untyped(a.value, variables) for a in field.arguments or ()}


def _asked(arguments: Mapping[str, Any], definition: GraphQLField, name: str) -> int:
    """Argument `name` as given, else the schema's default for it (`maxItems: Int = 8`)."""
    given = _int(arguments, name)
    if given:
        return given
    default = definition.args[name].default_value
    return default if isinstance(default, int) else 0


def _int(arguments: Mapping[str, Any], *names: str) -> int | None:
    """The first of `names` given as an integer (a bool is none)."""
    for name in names:
        value = arguments.get(name)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def _is_list(type_: Any) -> bool:
    if isinstance(type_, GraphQLNonNull):
        type_ = type_.of_type
    return isinstance(type_, GraphQLList)


def _fields(
    selection_set: SelectionSetNode | None,
    parent: GraphQLObjectType,
    fragments: Mapping[str, FragmentDefinitionNode],
    schema: GraphQLSchema,
) -> Iterator[tuple[FieldNode, GraphQLObjectType]]:
    """The fields a selection set asks of `parent`, fragments spread out."""
    if selection_set is None:
        return
    for selection in selection_set.selections:
        if isinstance(selection, FieldNode):
            yield selection, parent
        elif isinstance(selection, FragmentSpreadNode):
            fragment = fragments.get(selection.name.value)
            if fragment is not None:
                on = schema.get_type(fragment.type_condition.name.value)
                if isinstance(on, GraphQLObjectType):
                    yield from _fields(fragment.selection_set, on, fragments, schema)
        elif isinstance(selection, InlineFragmentNode):
            on = (
                schema.get_type(selection.type_condition.name.value)
                if selection.type_condition
                else parent
            )
            if isinstance(on, GraphQLObjectType):
                yield from _fields(selection.selection_set, on, fragments, schema)


def _cost(
    selection_set: SelectionSetNode | None,
    parent: GraphQLObjectType,
    runs: int,
    size: int,
    context: tuple[Mapping[str, FragmentDefinitionNode], GraphQLSchema, dict[str, Any]],
    mutation_root: bool = False,
    depth: int = 1,
) -> int:
    """What a selection set costs when it runs `runs` times; `size` is the list size the
    nearest field with a size argument asked for."""
    if depth > MAX_QUERY_DEPTH:
        raise _TooDeep
    fragments, schema, variables = context
    total = 0
    for node, owner in _fields(selection_set, parent, fragments, schema):
        definition = owner.fields.get(node.name.value)
        if definition is None:  # __typename and introspection: free
            continue
        arguments = _arguments(node, variables)
        asked = _int(arguments, *_SIZE_ARGUMENTS)
        if asked is None:
            asked = LIST_BOUNDS.get(f"{owner.name}.{node.name.value}")
        own_size = asked if asked is not None else size
        field_runs = runs
        if _is_list(definition.type):
            field_runs = runs * max(1, own_size)
        named = get_named_type(definition.type)
        # Each object loaded costs 1 (a list of them, one per item); scalars come with it.
        cost = field_runs if isinstance(named, GraphQLObjectType) and not mutation_root else 0
        if node.name.value == "evidence":
            items = _asked(arguments, definition, "maxItems")
            cost += runs * (EVIDENCE_COST + EVIDENCE_ITEM_COST * items)
        elif node.name.value == "profile" and owner.name == "Query":
            cost += runs * PROFILE_COST
        elif node.name.value == "causalChain":
            links = _asked(arguments, definition, "maxDepth")
            cost += runs * CAUSAL_DEPTH_COST * links
        if isinstance(named, GraphQLObjectType) and node.selection_set is not None:
            # Below a list, nested lists with no size argument of their own count
            # `UNBOUNDED_LIST`; a connection passes its `first` on to its edges.
            inner = (
                asked
                if asked is not None
                else (UNBOUNDED_LIST if _is_list(definition.type) else size)
            )
            cost += _cost(node.selection_set, named, field_runs, inner, context,
                          depth=depth + 1)  # fmt: skip
        total += cost
    return total


def request_cost(
    document: DocumentNode,
    schema: GraphQLSchema,
    variables: Mapping[str, Any] | None = None,
    operation_name: str | None = None,
) -> int:
    """The cost of the operation `operation_name` (or the only one) of `document` (module
    docstring). Pure."""
    fragments = {
        d.name.value: d for d in document.definitions if isinstance(d, FragmentDefinitionNode)
    }
    operations = [d for d in document.definitions if isinstance(d, OperationDefinitionNode)]
    chosen = [
        o
        for o in operations
        if operation_name is None or (o.name and o.name.value == operation_name)
    ]
    if not chosen:
        return 0
    operation = chosen[0]
    root = schema.get_root_type(operation.operation)
    if root is None:
        return 0
    context = (fragments, schema, dict(variables or {}))
    mutation = operation.operation.value == "mutation"
    try:
        return _cost(operation.selection_set, root, 1, UNBOUNDED_LIST, context,
                     mutation_root=mutation)  # fmt: skip
    except _TooDeep:
        return 0  # the depth limit refuses it, and says why


class _TooDeep(Exception):
    """A document deeper than the depth limit: validation answers it, not the cost model."""


class CostLimited(SchemaExtension):
    """Refuses a request whose cost (`request_cost`) is over `MAX_COST` with LIMIT_EXCEEDED
    before anything runs. It judges the parsed document as validation starts (strawberry
    reads the errors before an extension's code after validation would run); fields the
    schema does not know cost nothing and are left to validation."""

    def on_validate(self) -> Iterator[None]:
        context = self.execution_context
        if context.pre_execution_errors or context.graphql_document is None:
            yield
            return
        cost = request_cost(
            context.graphql_document,
            context.schema._schema,
            context.variables,
            context.operation_name,
        )
        if cost > MAX_COST:
            context.pre_execution_errors = [
                GraphQLError(
                    f"request too costly: {cost} points, at most {MAX_COST} per request "
                    "(evidence costs most; ask for fewer items or split the request)",
                    extensions={"code": LIMIT_EXCEEDED, "cost": cost, "maxCost": MAX_COST},
                )
            ]
        yield
