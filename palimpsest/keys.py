"""API keys stored in Neo4j (`palimpsest keys create|list|revoke`): argon2id hashes only.

A created key is `plm_` plus 43 URL-safe characters (256 bits), shown once. The graph keeps
its key id (`key_id_of`, a digest prefix: the lookup handle), tenant, role, label
and an argon2id hash (argon2-cffi's defaults: memory-hard, salted), so a copy of the
database gives an attacker nothing to log in with. Keys configured in the environment
(`PALIMPSEST_API_KEYS`) keep working beside these.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

KEY_PREFIX = "plm_"
KEY_ID_PREFIX = "kid-"
KEY_ID_HEX = 12  # 48 bits of the digest: enough to tell keys apart, nothing to guess from
_HASHER = PasswordHasher()


def key_digest(key: str) -> bytes:
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).digest()


def key_id_of(key: str) -> str:
    """A key's public name: a prefix of its SHA-256 digest (a one-way function of the key).
    Env keys and stored keys are named the same way; a stored key is found by it."""
    return KEY_ID_PREFIX + key_digest(key).hex()[:KEY_ID_HEX]


@dataclass(frozen=True)
class StoredKey:
    """A key as the graph holds it (never the key itself)."""

    id: str
    tenant: str
    role: str
    hash: str
    revoked: bool = False


def new_key() -> str:
    return KEY_PREFIX + secrets.token_urlsafe(32)


def hash_key(key: str) -> str:
    return _HASHER.hash(key)


def key_matches(stored_hash: str, presented: str) -> bool:
    """Whether `presented` is the key `stored_hash` was made from (argon2id, constant time)."""
    try:
        return _HASHER.verify(stored_hash, presented)
    except (VerificationError, InvalidHashError):
        return False
