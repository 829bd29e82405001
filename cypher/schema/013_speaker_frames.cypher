// A speaker's turns in time order: the group they last framed a turn for (ingest/speaker_frames).
CREATE INDEX episode_tenant_speaker IF NOT EXISTS FOR (n:Episode) ON (n.tenant, n.speaker, n.occurred_at);
