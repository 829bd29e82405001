"""Service errors. Each carries the GraphQL `extensions.code` the API reports."""

from __future__ import annotations


class ServiceError(Exception):
    code = "INTERNAL"

    def __init__(self, message: str, *, details: list[str] | None = None) -> None:
        super().__init__(message)
        self.details = details or []


class BadInput(ServiceError):
    """The request is malformed; nothing was written."""

    code = "BAD_USER_INPUT"


class NotFound(ServiceError):
    """No such id for this tenant (another tenant's ids are 'not found' too)."""

    code = "NOT_FOUND"


class AlreadyDecided(BadInput):
    """An audit item was decided elsewhere; the earlier decision stands."""


class LimitExceeded(ServiceError):
    code = "LIMIT_EXCEEDED"


class Unavailable(ServiceError):
    code = "UNAVAILABLE"
