// Answer outcomes apps report (reportOutcome; palimpsest/outcomes.py), tenant-scoped and
// counted per day by the health watch's outcome panel. Recall never matches this label.
CREATE CONSTRAINT outcome_uid IF NOT EXISTS FOR (n:Outcome) REQUIRE n.uid IS UNIQUE;
CREATE INDEX outcome_tenant_reported IF NOT EXISTS FOR (n:Outcome) ON (n.tenant, n.reported_at);
