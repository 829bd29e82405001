// One answer outcome an app reported. $fact_uids must all be facts of this tenant (checked
// here: a row is written only when every one is found), so a report never links across
// tenants. Returns the outcome and how many referenced facts were found.
OPTIONAL MATCH (f:Fact {tenant: $tenant})
WHERE f.uid IN $fact_uids
WITH collect(f) AS facts
WHERE size(facts) = size($fact_uids)
CREATE (o:Outcome {uid: $uid, tenant: $tenant, outcome: $outcome, question: $question,
                   packet_ref: $packet_ref, note: $note, fact_uids: $fact_uids,
                   reported_at: $now, reported_by: $reported_by})
FOREACH (f IN facts | CREATE (o)-[:ABOUT_FACT]->(f))
RETURN o {.*, reported_at: toString(o.reported_at)} AS outcome
