// API keys created by `palimpsest keys create`: stored as argon2id hashes, found by key id.
CREATE CONSTRAINT api_key_id IF NOT EXISTS FOR (n:ApiKey) REQUIRE n.id IS UNIQUE;
