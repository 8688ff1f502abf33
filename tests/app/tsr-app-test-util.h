/* tsr-app-test-util.h: what the window tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tsr-application.h"
#include "tsr-core.h"
#include "tsr-window.h"

G_BEGIN_DECLS

typedef struct
{
  TsrApplication *app;
  GSettings      *settings;
} Fixture;

void       tsr_app_test_init     (int           *argc,
                                  char        ***argv);
void       tsr_app_test_shutdown (void);
void       fixture_setup         (Fixture       *fixture,
                                  gconstpointer  data);
void       fixture_teardown      (Fixture       *fixture,
                                  gconstpointer  data);
void       drain_main_context    (void);
GtkWindow *activate              (Fixture       *fixture);
GtkWidget *find_widget           (GtkWidget     *root,
                                  GType          type);
GtkWindow *find_toplevel         (GType          type);

G_END_DECLS
