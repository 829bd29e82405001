// The server's name, versions and edition (for benchmark machine descriptions).
CALL dbms.components() YIELD name, versions, edition
RETURN name, versions, edition
