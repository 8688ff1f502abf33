/* tsr-feature-text.c: what is said of a feature, a sentence per kind
 *
 * A feature is said by a sentence whose subject is its kind's noun, with
 * the place after it ("The city on the north side of the tile at (1, 0)
 * is complete."): never a noun put into a shared sentence, since in many
 * languages the verb and the adjectives agree with the noun.  So every
 * kind has every sentence, and what follows about its tiles and points is
 * a sentence of its own whose "it" the kind names (a context for
 * translators).  Kinds a tile file cannot have yet (a feature expected
 * where no tile lies) are said as "the feature".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdarg.h>
#include <glib/gi18n-lib.h>

#include "tsr-feature-text.h"

#define N_SAID_STATUSES (TSR_FEATURE_SAID_CAN + 1)

typedef struct
{
  const char *status[N_SAID_STATUSES];
  const char *covers[3];        /* without a status: tiles, points, both */
  const char *it[5];            /* tiles; points complete, now; both complete, now */
  const char *contradiction;
  const char *context;          /* of the sentences about "it" */
  const char *heading;          /* over what may be done there */
} KindSentences;

static const KindSentences sentences[TSR_N_FEATURE_KINDS + 1] = {
  [TSR_FEATURE_CITY] = {
    .status = {
      /* Translators: a sentence about a city; {place} says where it is ("on the north side of the
       * tile at (1, 0)"); the sentence is about the feature as the board has it now */
      N_("The city {place} is on the board."),
      /* Translators: about a city, as "The city {place} is on the board." */
      N_("The city {place} is complete."),
      /* Translators: about a city, as "The city {place} is on the board." */
      N_("The city {place} is not complete."),
      /* Translators: about a city, as "The city {place} is on the board." */
      N_("The city {place} can never be completed."),
      /* Translators: about a city, as "The city {place} is on the board." */
      N_("The city {place} is not complete yet but can still be completed."),
      /* Translators: about a city, as "The city {place} is on the board." */
      N_("The city {place} is complete or can still be completed."),
    },
    .covers = {
      /* Translators: about a city, as "The city {place} is on the board."; {tiles} is a count of
       * tiles ("3 tiles") */
      N_("The city {place} covers {tiles}."),
      /* Translators: about a city, as "The city {place} is on the board."; {points} is a count of
       * points ("8 points") */
      N_("The city {place} would be worth {points} if scored now."),
      /* Translators: about a city, as "The city {place} is on the board."; {tiles} is a count of
       * tiles ("3 tiles"), {points} a count of points ("8 points") */
      N_("The city {place} covers {tiles} and would be worth {points} if scored now."),
    },
    .it = {
      /* Translators: said after a sentence about a city ("The city {place} is complete."): the
       * context names the kind of feature "it" is; {tiles} is a count of tiles ("3 tiles") */
      NC_("city", "It covers {tiles}."),
      /* Translators: said after a sentence about a city ("The city {place} is complete."): the
       * context names the kind of feature "it" is; {points} is a count of points ("8 points"); it
       * is complete */
      NC_("city", "It is worth {points}."),
      /* Translators: said after a sentence about a city ("The city {place} is complete."): the
       * context names the kind of feature "it" is; {points} is a count of points ("8 points") */
      NC_("city", "It would be worth {points} if scored now."),
      /* Translators: said after a sentence about a city ("The city {place} is complete."): the
       * context names the kind of feature "it" is; {tiles} is a count of tiles ("3 tiles"),
       * {points} a count of points ("8 points"); it is complete */
      NC_("city", "It covers {tiles} and is worth {points}."),
      /* Translators: said after a sentence about a city ("The city {place} is complete."): the
       * context names the kind of feature "it" is; {tiles} is a count of tiles ("3 tiles"),
       * {points} a count of points ("8 points") */
      NC_("city", "It covers {tiles} and would be worth {points} if scored now."),
    },
    /* Translators: about a city, as "The city {place} is on the board."; a scenario expects both,
     * and it cannot be */
    .contradiction = N_("The city {place} is expected both complete and never to be completed, which cannot be."),
    .context = "city",
    /* Translators: a heading over what may be placed on a city (the figures a player
     * may put there), standing alone; {place} says where it is ("on the north side of the tile
     * at (1, 0)") */
    .heading = N_("The city {place}"),
  },
  [TSR_FEATURE_ROAD] = {
    .status = {
      /* Translators: a sentence about a road; {place} says where it is ("on the north side of the
       * tile at (1, 0)"); the sentence is about the feature as the board has it now */
      N_("The road {place} is on the board."),
      /* Translators: about a road, as "The road {place} is on the board." */
      N_("The road {place} is complete."),
      /* Translators: about a road, as "The road {place} is on the board." */
      N_("The road {place} is not complete."),
      /* Translators: about a road, as "The road {place} is on the board." */
      N_("The road {place} can never be completed."),
      /* Translators: about a road, as "The road {place} is on the board." */
      N_("The road {place} is not complete yet but can still be completed."),
      /* Translators: about a road, as "The road {place} is on the board." */
      N_("The road {place} is complete or can still be completed."),
    },
    .covers = {
      /* Translators: about a road, as "The road {place} is on the board."; {tiles} is a count of
       * tiles ("3 tiles") */
      N_("The road {place} covers {tiles}."),
      /* Translators: about a road, as "The road {place} is on the board."; {points} is a count of
       * points ("8 points") */
      N_("The road {place} would be worth {points} if scored now."),
      /* Translators: about a road, as "The road {place} is on the board."; {tiles} is a count of
       * tiles ("3 tiles"), {points} a count of points ("8 points") */
      N_("The road {place} covers {tiles} and would be worth {points} if scored now."),
    },
    .it = {
      /* Translators: said after a sentence about a road ("The road {place} is complete."): the
       * context names the kind of feature "it" is; {tiles} is a count of tiles ("3 tiles") */
      NC_("road", "It covers {tiles}."),
      /* Translators: said after a sentence about a road ("The road {place} is complete."): the
       * context names the kind of feature "it" is; {points} is a count of points ("8 points"); it
       * is complete */
      NC_("road", "It is worth {points}."),
      /* Translators: said after a sentence about a road ("The road {place} is complete."): the
       * context names the kind of feature "it" is; {points} is a count of points ("8 points") */
      NC_("road", "It would be worth {points} if scored now."),
      /* Translators: said after a sentence about a road ("The road {place} is complete."): the
       * context names the kind of feature "it" is; {tiles} is a count of tiles ("3 tiles"),
       * {points} a count of points ("8 points"); it is complete */
      NC_("road", "It covers {tiles} and is worth {points}."),
      /* Translators: said after a sentence about a road ("The road {place} is complete."): the
       * context names the kind of feature "it" is; {tiles} is a count of tiles ("3 tiles"),
       * {points} a count of points ("8 points") */
      NC_("road", "It covers {tiles} and would be worth {points} if scored now."),
    },
    /* Translators: about a road, as "The road {place} is on the board."; a scenario expects both,
     * and it cannot be */
    .contradiction = N_("The road {place} is expected both complete and never to be completed, which cannot be."),
    .context = "road",
    /* Translators: a heading over what may be placed on a road (the figures a player
     * may put there), standing alone; {place} says where it is ("on the north side of the tile
     * at (1, 0)") */
    .heading = N_("The road {place}"),
  },
  [TSR_FEATURE_FIELD] = {
    .status = {
      /* Translators: a sentence about a field; {place} says where it is ("on the north side of the
       * tile at (1, 0)"); the sentence is about the feature as the board has it now */
      N_("The field {place} is on the board."),
      /* Translators: about a field, as "The field {place} is on the board." */
      N_("The field {place} is complete."),
      /* Translators: about a field, as "The field {place} is on the board." */
      N_("The field {place} is not complete."),
      /* Translators: about a field, as "The field {place} is on the board." */
      N_("The field {place} can never be completed."),
      /* Translators: about a field, as "The field {place} is on the board." */
      N_("The field {place} is not complete yet but can still be completed."),
      /* Translators: about a field, as "The field {place} is on the board." */
      N_("The field {place} is complete or can still be completed."),
    },
    .covers = {
      /* Translators: about a field, as "The field {place} is on the board."; {tiles} is a count of
       * tiles ("3 tiles") */
      N_("The field {place} covers {tiles}."),
      /* Translators: about a field, as "The field {place} is on the board."; {points} is a count
       * of points ("8 points") */
      N_("The field {place} would be worth {points} if scored now."),
      /* Translators: about a field, as "The field {place} is on the board."; {tiles} is a count of
       * tiles ("3 tiles"), {points} a count of points ("8 points") */
      N_("The field {place} covers {tiles} and would be worth {points} if scored now."),
    },
    .it = {
      /* Translators: said after a sentence about a field ("The field {place} is complete."): the
       * context names the kind of feature "it" is; {tiles} is a count of tiles ("3 tiles") */
      NC_("field", "It covers {tiles}."),
      /* Translators: said after a sentence about a field ("The field {place} is complete."): the
       * context names the kind of feature "it" is; {points} is a count of points ("8 points"); it
       * is complete */
      NC_("field", "It is worth {points}."),
      /* Translators: said after a sentence about a field ("The field {place} is complete."): the
       * context names the kind of feature "it" is; {points} is a count of points ("8 points") */
      NC_("field", "It would be worth {points} if scored now."),
      /* Translators: said after a sentence about a field ("The field {place} is complete."): the
       * context names the kind of feature "it" is; {tiles} is a count of tiles ("3 tiles"),
       * {points} a count of points ("8 points"); it is complete */
      NC_("field", "It covers {tiles} and is worth {points}."),
      /* Translators: said after a sentence about a field ("The field {place} is complete."): the
       * context names the kind of feature "it" is; {tiles} is a count of tiles ("3 tiles"),
       * {points} a count of points ("8 points") */
      NC_("field", "It covers {tiles} and would be worth {points} if scored now."),
    },
    /* Translators: about a field, as "The field {place} is on the board."; a scenario expects
     * both, and it cannot be */
    .contradiction = N_("The field {place} is expected both complete and never to be completed, which cannot be."),
    .context = "field",
    /* Translators: a heading over what may be placed on a field (the figures a player
     * may put there), standing alone; {place} says where it is ("on the north side of the tile
     * at (1, 0)") */
    .heading = N_("The field {place}"),
  },
  [TSR_FEATURE_MONASTERY] = {
    .status = {
      /* Translators: a sentence about a monastery; {place} says where it is ("on the north side of
       * the tile at (1, 0)"); the sentence is about the feature as the board has it now */
      N_("The monastery {place} is on the board."),
      /* Translators: about a monastery, as "The monastery {place} is on the board." */
      N_("The monastery {place} is complete."),
      /* Translators: about a monastery, as "The monastery {place} is on the board." */
      N_("The monastery {place} is not complete."),
      /* Translators: about a monastery, as "The monastery {place} is on the board." */
      N_("The monastery {place} can never be completed."),
      /* Translators: about a monastery, as "The monastery {place} is on the board." */
      N_("The monastery {place} is not complete yet but can still be completed."),
      /* Translators: about a monastery, as "The monastery {place} is on the board." */
      N_("The monastery {place} is complete or can still be completed."),
    },
    .covers = {
      /* Translators: about a monastery, as "The monastery {place} is on the board."; {tiles} is a
       * count of tiles ("3 tiles") */
      N_("The monastery {place} covers {tiles}."),
      /* Translators: about a monastery, as "The monastery {place} is on the board."; {points} is a
       * count of points ("8 points") */
      N_("The monastery {place} would be worth {points} if scored now."),
      /* Translators: about a monastery, as "The monastery {place} is on the board."; {tiles} is a
       * count of tiles ("3 tiles"), {points} a count of points ("8 points") */
      N_("The monastery {place} covers {tiles} and would be worth {points} if scored now."),
    },
    .it = {
      /* Translators: said after a sentence about a monastery ("The monastery {place} is
       * complete."): the context names the kind of feature "it" is; {tiles} is a count of tiles
       * ("3 tiles") */
      NC_("monastery", "It covers {tiles}."),
      /* Translators: said after a sentence about a monastery ("The monastery {place} is
       * complete."): the context names the kind of feature "it" is; {points} is a count of points
       * ("8 points"); it is complete */
      NC_("monastery", "It is worth {points}."),
      /* Translators: said after a sentence about a monastery ("The monastery {place} is
       * complete."): the context names the kind of feature "it" is; {points} is a count of points
       * ("8 points") */
      NC_("monastery", "It would be worth {points} if scored now."),
      /* Translators: said after a sentence about a monastery ("The monastery {place} is
       * complete."): the context names the kind of feature "it" is; {tiles} is a count of tiles
       * ("3 tiles"), {points} a count of points ("8 points"); it is complete */
      NC_("monastery", "It covers {tiles} and is worth {points}."),
      /* Translators: said after a sentence about a monastery ("The monastery {place} is
       * complete."): the context names the kind of feature "it" is; {tiles} is a count of tiles
       * ("3 tiles"), {points} a count of points ("8 points") */
      NC_("monastery", "It covers {tiles} and would be worth {points} if scored now."),
    },
    /* Translators: about a monastery, as "The monastery {place} is on the board."; a scenario
     * expects both, and it cannot be */
    .contradiction = N_("The monastery {place} is expected both complete and never to be completed, which cannot be."),
    .context = "monastery",
    /* Translators: a heading over what may be placed on a monastery (the figures a player
     * may put there), standing alone; {place} says where it is ("on the north side of the tile
     * at (1, 0)") */
    .heading = N_("The monastery {place}"),
  },
  [TSR_FEATURE_AMPHITHEATRE] = {
    .status = {
      /* Translators: a sentence about an amphitheatre; {place} says where it is ("on the north
       * side of the tile at (1, 0)"); the sentence is about the feature as the board has it now */
      N_("The amphitheatre {place} is on the board."),
      /* Translators: about an amphitheatre, as "The amphitheatre {place} is on the board." */
      N_("The amphitheatre {place} is complete."),
      /* Translators: about an amphitheatre, as "The amphitheatre {place} is on the board." */
      N_("The amphitheatre {place} is not complete."),
      /* Translators: about an amphitheatre, as "The amphitheatre {place} is on the board." */
      N_("The amphitheatre {place} can never be completed."),
      /* Translators: about an amphitheatre, as "The amphitheatre {place} is on the board." */
      N_("The amphitheatre {place} is not complete yet but can still be completed."),
      /* Translators: about an amphitheatre, as "The amphitheatre {place} is on the board." */
      N_("The amphitheatre {place} is complete or can still be completed."),
    },
    .covers = {
      /* Translators: about an amphitheatre, as "The amphitheatre {place} is on the board.";
       * {tiles} is a count of tiles ("3 tiles") */
      N_("The amphitheatre {place} covers {tiles}."),
      /* Translators: about an amphitheatre, as "The amphitheatre {place} is on the board.";
       * {points} is a count of points ("8 points") */
      N_("The amphitheatre {place} would be worth {points} if scored now."),
      /* Translators: about an amphitheatre, as "The amphitheatre {place} is on the board.";
       * {tiles} is a count of tiles ("3 tiles"), {points} a count of points ("8 points") */
      N_("The amphitheatre {place} covers {tiles} and would be worth {points} if scored now."),
    },
    .it = {
      /* Translators: said after a sentence about an amphitheatre ("The amphitheatre {place} is
       * complete."): the context names the kind of feature "it" is; {tiles} is a count of tiles
       * ("3 tiles") */
      NC_("amphitheatre", "It covers {tiles}."),
      /* Translators: said after a sentence about an amphitheatre ("The amphitheatre {place} is
       * complete."): the context names the kind of feature "it" is; {points} is a count of points
       * ("8 points"); it is complete */
      NC_("amphitheatre", "It is worth {points}."),
      /* Translators: said after a sentence about an amphitheatre ("The amphitheatre {place} is
       * complete."): the context names the kind of feature "it" is; {points} is a count of points
       * ("8 points") */
      NC_("amphitheatre", "It would be worth {points} if scored now."),
      /* Translators: said after a sentence about an amphitheatre ("The amphitheatre {place} is
       * complete."): the context names the kind of feature "it" is; {tiles} is a count of tiles
       * ("3 tiles"), {points} a count of points ("8 points"); it is complete */
      NC_("amphitheatre", "It covers {tiles} and is worth {points}."),
      /* Translators: said after a sentence about an amphitheatre ("The amphitheatre {place} is
       * complete."): the context names the kind of feature "it" is; {tiles} is a count of tiles
       * ("3 tiles"), {points} a count of points ("8 points") */
      NC_("amphitheatre", "It covers {tiles} and would be worth {points} if scored now."),
    },
    /* Translators: about an amphitheatre, as "The amphitheatre {place} is on the board."; a
     * scenario expects both, and it cannot be */
    .contradiction = N_("The amphitheatre {place} is expected both complete and never to be completed, which cannot be."),
    .context = "amphitheatre",
    /* Translators: a heading over what may be placed on an amphitheatre (the figures a player
     * may put there), standing alone; {place} says where it is ("on the north side of the tile
     * at (1, 0)") */
    .heading = N_("The amphitheatre {place}"),
  },
  [TSR_FEATURE_RIVER] = {
    .status = {
      /* Translators: a sentence about a river; {place} says where it is ("on the north side of the
       * tile at (1, 0)"); the sentence is about the feature as the board has it now */
      N_("The river {place} is on the board."),
      /* Translators: about a river, as "The river {place} is on the board." */
      N_("The river {place} is complete."),
      /* Translators: about a river, as "The river {place} is on the board." */
      N_("The river {place} is not complete."),
      /* Translators: about a river, as "The river {place} is on the board." */
      N_("The river {place} can never be completed."),
      /* Translators: about a river, as "The river {place} is on the board." */
      N_("The river {place} is not complete yet but can still be completed."),
      /* Translators: about a river, as "The river {place} is on the board." */
      N_("The river {place} is complete or can still be completed."),
    },
    .covers = {
      /* Translators: about a river, as "The river {place} is on the board."; {tiles} is a count of
       * tiles ("3 tiles") */
      N_("The river {place} covers {tiles}."),
      /* Translators: about a river, as "The river {place} is on the board."; {points} is a count
       * of points ("8 points") */
      N_("The river {place} would be worth {points} if scored now."),
      /* Translators: about a river, as "The river {place} is on the board."; {tiles} is a count of
       * tiles ("3 tiles"), {points} a count of points ("8 points") */
      N_("The river {place} covers {tiles} and would be worth {points} if scored now."),
    },
    .it = {
      /* Translators: said after a sentence about a river ("The river {place} is complete."): the
       * context names the kind of feature "it" is; {tiles} is a count of tiles ("3 tiles") */
      NC_("river", "It covers {tiles}."),
      /* Translators: said after a sentence about a river ("The river {place} is complete."): the
       * context names the kind of feature "it" is; {points} is a count of points ("8 points"); it
       * is complete */
      NC_("river", "It is worth {points}."),
      /* Translators: said after a sentence about a river ("The river {place} is complete."): the
       * context names the kind of feature "it" is; {points} is a count of points ("8 points") */
      NC_("river", "It would be worth {points} if scored now."),
      /* Translators: said after a sentence about a river ("The river {place} is complete."): the
       * context names the kind of feature "it" is; {tiles} is a count of tiles ("3 tiles"),
       * {points} a count of points ("8 points"); it is complete */
      NC_("river", "It covers {tiles} and is worth {points}."),
      /* Translators: said after a sentence about a river ("The river {place} is complete."): the
       * context names the kind of feature "it" is; {tiles} is a count of tiles ("3 tiles"),
       * {points} a count of points ("8 points") */
      NC_("river", "It covers {tiles} and would be worth {points} if scored now."),
    },
    /* Translators: about a river, as "The river {place} is on the board."; a scenario expects
     * both, and it cannot be */
    .contradiction = N_("The river {place} is expected both complete and never to be completed, which cannot be."),
    .context = "river",
    /* Translators: a heading over what may be placed on a river (the figures a player
     * may put there), standing alone; {place} says where it is ("on the north side of the tile
     * at (1, 0)") */
    .heading = N_("The river {place}"),
  },
  [TSR_FEATURE_GARDEN] = {
    .status = {
      /* Translators: a sentence about a garden; {place} says where it is ("on the north side of
       * the tile at (1, 0)"); the sentence is about the feature as the board has it now */
      N_("The garden {place} is on the board."),
      /* Translators: about a garden, as "The garden {place} is on the board." */
      N_("The garden {place} is complete."),
      /* Translators: about a garden, as "The garden {place} is on the board." */
      N_("The garden {place} is not complete."),
      /* Translators: about a garden, as "The garden {place} is on the board." */
      N_("The garden {place} can never be completed."),
      /* Translators: about a garden, as "The garden {place} is on the board." */
      N_("The garden {place} is not complete yet but can still be completed."),
      /* Translators: about a garden, as "The garden {place} is on the board." */
      N_("The garden {place} is complete or can still be completed."),
    },
    .covers = {
      /* Translators: about a garden, as "The garden {place} is on the board."; {tiles} is a count
       * of tiles ("3 tiles") */
      N_("The garden {place} covers {tiles}."),
      /* Translators: about a garden, as "The garden {place} is on the board."; {points} is a count
       * of points ("8 points") */
      N_("The garden {place} would be worth {points} if scored now."),
      /* Translators: about a garden, as "The garden {place} is on the board."; {tiles} is a count
       * of tiles ("3 tiles"), {points} a count of points ("8 points") */
      N_("The garden {place} covers {tiles} and would be worth {points} if scored now."),
    },
    .it = {
      /* Translators: said after a sentence about a garden ("The garden {place} is complete."): the
       * context names the kind of feature "it" is; {tiles} is a count of tiles ("3 tiles") */
      NC_("garden", "It covers {tiles}."),
      /* Translators: said after a sentence about a garden ("The garden {place} is complete."): the
       * context names the kind of feature "it" is; {points} is a count of points ("8 points"); it
       * is complete */
      NC_("garden", "It is worth {points}."),
      /* Translators: said after a sentence about a garden ("The garden {place} is complete."): the
       * context names the kind of feature "it" is; {points} is a count of points ("8 points") */
      NC_("garden", "It would be worth {points} if scored now."),
      /* Translators: said after a sentence about a garden ("The garden {place} is complete."): the
       * context names the kind of feature "it" is; {tiles} is a count of tiles ("3 tiles"),
       * {points} a count of points ("8 points"); it is complete */
      NC_("garden", "It covers {tiles} and is worth {points}."),
      /* Translators: said after a sentence about a garden ("The garden {place} is complete."): the
       * context names the kind of feature "it" is; {tiles} is a count of tiles ("3 tiles"),
       * {points} a count of points ("8 points") */
      NC_("garden", "It covers {tiles} and would be worth {points} if scored now."),
    },
    /* Translators: about a garden, as "The garden {place} is on the board."; a scenario expects
     * both, and it cannot be */
    .contradiction = N_("The garden {place} is expected both complete and never to be completed, which cannot be."),
    .context = "garden",
    /* Translators: a heading over what may be placed on a garden (the figures a player
     * may put there), standing alone; {place} says where it is ("on the north side of the tile
     * at (1, 0)") */
    .heading = N_("The garden {place}"),
  },

  [TSR_N_FEATURE_KINDS] = {
    .status = {
      /* Translators: a sentence about a feature of a kind the board does not show (no tile there
       * yet); {place} says where it is ("on the north side of the tile at (1, 0)"); the sentence
       * is about the feature as the board has it now */
      N_("The feature {place} is on the board."),
      /* Translators: about a feature of a kind the board does not show (no tile there yet), as
       * "The feature {place} is on the board." */
      N_("The feature {place} is complete."),
      /* Translators: about a feature of a kind the board does not show (no tile there yet), as
       * "The feature {place} is on the board." */
      N_("The feature {place} is not complete."),
      /* Translators: about a feature of a kind the board does not show (no tile there yet), as
       * "The feature {place} is on the board." */
      N_("The feature {place} can never be completed."),
      /* Translators: about a feature of a kind the board does not show (no tile there yet), as
       * "The feature {place} is on the board." */
      N_("The feature {place} is not complete yet but can still be completed."),
      /* Translators: about a feature of a kind the board does not show (no tile there yet), as
       * "The feature {place} is on the board." */
      N_("The feature {place} is complete or can still be completed."),
    },
    .covers = {
      /* Translators: about a feature of a kind the board does not show (no tile there yet), as
       * "The feature {place} is on the board."; {tiles} is a count of tiles ("3 tiles") */
      N_("The feature {place} covers {tiles}."),
      /* Translators: about a feature of a kind the board does not show (no tile there yet), as
       * "The feature {place} is on the board."; {points} is a count of points ("8 points") */
      N_("The feature {place} would be worth {points} if scored now."),
      /* Translators: about a feature of a kind the board does not show (no tile there yet), as
       * "The feature {place} is on the board."; {tiles} is a count of tiles ("3 tiles"), {points}
       * a count of points ("8 points") */
      N_("The feature {place} covers {tiles} and would be worth {points} if scored now."),
    },
    .it = {
      /* Translators: said after a sentence about a feature of a kind the board does not show (no
       * tile there yet) ("The feature {place} is complete."): the context names the kind of
       * feature "it" is; {tiles} is a count of tiles ("3 tiles") */
      NC_("feature", "It covers {tiles}."),
      /* Translators: said after a sentence about a feature of a kind the board does not show (no
       * tile there yet) ("The feature {place} is complete."): the context names the kind of
       * feature "it" is; {points} is a count of points ("8 points"); it is complete */
      NC_("feature", "It is worth {points}."),
      /* Translators: said after a sentence about a feature of a kind the board does not show (no
       * tile there yet) ("The feature {place} is complete."): the context names the kind of
       * feature "it" is; {points} is a count of points ("8 points") */
      NC_("feature", "It would be worth {points} if scored now."),
      /* Translators: said after a sentence about a feature of a kind the board does not show (no
       * tile there yet) ("The feature {place} is complete."): the context names the kind of
       * feature "it" is; {tiles} is a count of tiles ("3 tiles"), {points} a count of points ("8
       * points"); it is complete */
      NC_("feature", "It covers {tiles} and is worth {points}."),
      /* Translators: said after a sentence about a feature of a kind the board does not show (no
       * tile there yet) ("The feature {place} is complete."): the context names the kind of
       * feature "it" is; {tiles} is a count of tiles ("3 tiles"), {points} a count of points ("8
       * points") */
      NC_("feature", "It covers {tiles} and would be worth {points} if scored now."),
    },
    /* Translators: about a feature of a kind the board does not show (no tile there yet), as "The
     * feature {place} is on the board."; a scenario expects both, and it cannot be */
    .contradiction = N_("The feature {place} is expected both complete and never to be completed, which cannot be."),
    .context = "feature",
    /* Translators: a heading over what may be placed on a feature of a kind the board does not
     * show, standing alone; {place} says where it is ("on the north side of the tile at (1, 0)") */
    .heading = N_("The feature {place}"),
  },
};

/**
 * tsr_sentence_fill:
 * @text: a translated sentence with {name} placeholders
 * @...: pairs of a placeholder's name and its value, ending with %NULL
 *
 * Returns: (transfer full): @text with its placeholders filled, its first
 *   letter a capital, as a sentence starts in any language that has them
 */
char *
tsr_sentence_fill (const char *text,
                   const char *name,
                   const char *value,
                   ...)
{
  g_autoptr(GString) out = g_string_new (text);
  gunichar first;
  char upper[6];
  const char *rest;
  va_list args;

  va_start (args, value);
  while (name != NULL)
    {
      g_autofree char *placeholder = g_strdup_printf ("{%s}", name);

      if (value != NULL)
        g_string_replace (out, placeholder, value, 0);
      name = va_arg (args, const char *);
      if (name != NULL)
        value = va_arg (args, const char *);
    }
  va_end (args);

  if (out->len > 0)
    {
      first = g_utf8_get_char (out->str);
      rest = g_utf8_next_char (out->str);
      g_string_erase (out, 0, rest - out->str);
      g_string_insert_len (out, 0, upper, g_unichar_to_utf8 (g_unichar_totitle (first), upper));
    }

  return g_string_free (g_steal_pointer (&out), FALSE);
}

/**
 * tsr_feature_sentence:
 * @kind: the kind of feature, or %TSR_N_FEATURE_KINDS where the board
 *   does not say
 * @place: where it is, as tsr_place_describe() says it
 * @tiles: (nullable): how many tiles it covers ("3 tiles"), if that is said
 * @points: (nullable): what it is worth ("8 points"), if that is said
 *
 * Returns: (transfer full): one or two sentences saying @said of the
 *   feature, and its tiles and points
 */
/**
 * tsr_feature_heading:
 * @place: where the feature is, from tsr_place_describe()
 *
 * Returns: a heading naming the feature, over what may be done there
 *   ("The city on the north side of the tile at (1, 0)")
 */
char *
tsr_feature_heading (TsrFeatureKind  kind,
                     const char     *place)
{
  return tsr_sentence_fill (_(sentences[MIN (kind, TSR_N_FEATURE_KINDS)].heading), "place", place, NULL);
}

char *
tsr_feature_sentence (TsrFeatureKind  kind,
                      const char     *place,
                      TsrFeatureSaid  said,
                      const char     *tiles,
                      const char     *points)
{
  const KindSentences *kind_sentences = &sentences[MIN (kind, TSR_N_FEATURE_KINDS)];
  guint numbers = (tiles != NULL) + 2 * (points != NULL);
  g_autofree char *first = NULL;
  const char *more;
  g_autofree char *second = NULL;

  if (said == TSR_FEATURE_SAID_BOTH)
    return tsr_sentence_fill (_(kind_sentences->contradiction), "place", place, NULL);
  if (said == TSR_FEATURE_SAID_ANY && numbers > 0)
    return tsr_sentence_fill (_(kind_sentences->covers[numbers - 1]), "place", place, "tiles", tiles,
                              "points", points, NULL);

  first = tsr_sentence_fill (_(kind_sentences->status[said]), "place", place, NULL);
  if (numbers == 0)
    return g_steal_pointer (&first);

  /* Only a complete feature is worth its points; any other would be. */
  if (numbers == 1)
    more = kind_sentences->it[0];
  else if (numbers == 2)
    more = kind_sentences->it[said == TSR_FEATURE_SAID_COMPLETE ? 1 : 2];
  else
    more = kind_sentences->it[said == TSR_FEATURE_SAID_COMPLETE ? 3 : 4];
  second = tsr_sentence_fill (g_dpgettext2 (GETTEXT_PACKAGE, kind_sentences->context, more),
                              "tiles", tiles, "points", points, NULL);

  return g_strdup_printf ("%s %s", first, second);
}
