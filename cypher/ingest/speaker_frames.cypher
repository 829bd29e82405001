// The group each speaker last framed a turn for before $before (extract.holders.turn_frame):
// whose "we" their unframed turns speak as. Served by episode_tenant_speaker.
UNWIND $speakers AS speaker
CALL (speaker) {
  MATCH (e:Episode {tenant: $tenant, speaker: speaker})
  WHERE e.occurred_at < datetime($before) AND e.frame IS NOT NULL
  RETURN e.frame AS frame
  ORDER BY e.occurred_at DESC
  LIMIT 1
}
RETURN speaker, frame
