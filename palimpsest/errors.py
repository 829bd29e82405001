"""Service errors: they live on the ground floor (`graph.errors`), where the resolver raises
them too; the transports import them from here or there alike."""

from graph.errors import (
    AlreadyDecided,
    BadInput,
    LimitExceeded,
    NotFound,
    ServiceError,
    Unavailable,
)

__all__ = [
    "AlreadyDecided",
    "BadInput",
    "LimitExceeded",
    "NotFound",
    "ServiceError",
    "Unavailable",
]
