"""GraphQL error codes: every error leaves with `extensions.code` from a closed set.

- `ServiceError`s carry their own code (BAD_USER_INPUT, NOT_FOUND, LIMIT_EXCEEDED, UNAVAILABLE,
  and UNAUTHENTICATED: `palimpsest.access.Unauthenticated`, shared with the MCP transport).
- Transport errors raised here: FORBIDDEN, and BAD_USER_INPUT for what a scalar rejects.
- Parse and validation errors (bad document, wrong argument type, naive DateTime) are the
  caller's: BAD_USER_INPUT; the query limits of `gql.limits` tag theirs LIMIT_EXCEEDED.
- Anything else is a bug or an outage we did not name: code INTERNAL, a fixed message, and the
  traceback goes to the log only, so internals (Cypher, hostnames, stack) never leak.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

from graphql import GraphQLError, GraphQLSyntaxError, Node, visit
from graphql.language import ArgumentNode, DocumentNode, ObjectFieldNode, Visitor
from strawberry.extensions import MaskErrors

from graph.db import GraphUnavailable
from palimpsest.errors import ServiceError

log = logging.getLogger("palimpsest.gql")

UNAUTHENTICATED = "UNAUTHENTICATED"
FORBIDDEN = "FORBIDDEN"
BAD_USER_INPUT = "BAD_USER_INPUT"
NOT_FOUND = "NOT_FOUND"
LIMIT_EXCEEDED = "LIMIT_EXCEEDED"
UNAVAILABLE = "UNAVAILABLE"
INTERNAL = "INTERNAL"

CODES = frozenset(
    {UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, LIMIT_EXCEEDED, UNAVAILABLE, INTERNAL}
)


class CodedError(Exception):
    """A transport-level error with its GraphQL code (a role too low, input the scalars
    reject)."""

    code = INTERNAL


class Forbidden(CodedError):
    """The key's role is below what the field needs."""

    code = FORBIDDEN


class InvalidInput(CodedError):
    """A value a custom scalar could not accept (e.g. a naive DateTime)."""

    code = BAD_USER_INPUT


def _root_cause(error: GraphQLError) -> BaseException | None:
    """The innermost non-GraphQL exception under `error` (graphql-core nests them)."""
    cause: BaseException | None = error.original_error
    while isinstance(cause, GraphQLError) and cause.original_error is not None:
        cause = cause.original_error
    return cause


def _input_name(document: DocumentNode | None, value: Node | None) -> str | None:
    """Name of the argument or input field whose literal value is `value`, if any.

    graphql-core reports a bad literal at the value node without naming its field; the
    document still holds the parent, so look it up.
    """
    if document is None or value is None:
        return None
    found: list[str] = []

    class _Finder(Visitor):
        def enter(self, node: Node, *_: Any) -> None:
            if isinstance(node, ArgumentNode | ObjectFieldNode) and node.value is value:
                found.append(node.name.value)

    visit(document, _Finder())
    return found[0] if found else None


def _bad_variable(error: GraphQLError) -> bool:
    """A variable graphql-core could not coerce before anything ran (an enum value it does not
    know raises a KeyError inside): the caller's input, not our failure."""
    return error.path is None and error.message.startswith("Variable '$")


def coded(error: GraphQLError, document: DocumentNode | None = None) -> GraphQLError:
    """`error` with `extensions.code` set; unexpected failures are replaced by INTERNAL."""
    extensions = dict(error.extensions or {})
    if extensions.get("code") in CODES:
        return error
    cause = _root_cause(error)
    message = error.message
    if isinstance(cause, ServiceError):
        extensions["code"] = cause.code if cause.code in CODES else INTERNAL
        message = str(cause)
        if cause.details:
            extensions["details"] = list(cause.details)
    elif isinstance(cause, CodedError):
        extensions["code"] = cause.code
        if isinstance(cause, InvalidInput):
            # graphql-core names a bad variable's path but not a bad literal's argument.
            name = _input_name(document, error.nodes[0] if error.nodes else None)
            if name:
                message = f"{name}: {cause}"
    elif isinstance(cause, GraphUnavailable):
        extensions["code"] = UNAVAILABLE
        message = "the graph database is unavailable"
    elif cause is None:
        # Parse and validation errors: the document is the caller's. The parser's token cap
        # (strawberry's MaxTokensLimiter) has no error class of its own, only this message.
        too_many = isinstance(error, GraphQLSyntaxError) and "more than" in error.message
        extensions["code"] = LIMIT_EXCEEDED if too_many else BAD_USER_INPUT
    elif _bad_variable(error):
        extensions["code"] = BAD_USER_INPUT
    else:
        extensions["code"] = INTERNAL  # logged by `log_errors`
        message = "internal error"
    return GraphQLError(
        message,
        nodes=error.nodes,
        source=error.source,
        positions=error.positions,
        path=error.path,
        original_error=None,  # never serialised, and dropping it keeps internals in
        extensions=extensions,
    )


class ErrorCodes(MaskErrors):
    """Schema extension that passes every outgoing error through `coded`."""

    def __init__(self) -> None:
        super().__init__()

    def _process_errors(self, errors: list[GraphQLError]) -> list[GraphQLError]:
        document = self.execution_context.graphql_document
        return [coded(error, document) for error in errors]


def log_errors(errors: Iterable[GraphQLError]) -> None:
    """Log only what is worth a look: caller mistakes (bad input, not found, auth) are not."""
    for error in errors:
        cause = _root_cause(error)
        expected = isinstance(cause, ServiceError | CodedError) or _bad_variable(error)
        if cause is not None and not expected:
            log.error("GraphQL resolver failed at %s", error.path, exc_info=cause)


def error_payload(message: str, code: str) -> dict[str, list[dict[str, object]]]:
    """A GraphQL-shaped error body for errors raised before GraphQL runs (e.g. body size)."""
    return {"errors": [{"message": message, "extensions": {"code": code}}]}
