-- Trigram matching for Persian-aware search (FA-NOTES.md "Search text").
CREATE EXTENSION IF NOT EXISTS pg_trgm;
