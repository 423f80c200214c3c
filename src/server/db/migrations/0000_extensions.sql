-- Trigram indexes stand behind every free-text filter; pg_trgm is a trusted extension (PostgreSQL 13+), so a
-- database owner may create it, and PGlite ships it as a contrib extension registered at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
