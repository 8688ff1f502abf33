/* tsr-xml.h: reading untrusted XML safely, with errors people can act on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

G_BEGIN_DECLS

#define TSR_XML_ERROR (tsr_xml_error_quark ())

typedef enum
{
  TSR_XML_ERROR_MALFORMED,   /* not well-formed XML */
  TSR_XML_ERROR_INVALID,     /* well-formed, but not what the schema allows */
  TSR_XML_ERROR_DOCTYPE,     /* has a DOCTYPE declaration, which none of our files need */
} TsrXmlError;

/* A problem with a document, where it is. */
typedef struct
{
  guint  line;
  guint  column;    /* 0 when not known */
  char  *message;
} TsrXmlProblem;

/* Collects libxml2's errors as "NAME:LINE:COLUMN: message" lines, or as
 * TsrXmlProblem records when @problems is given. */
typedef struct
{
  const char *name;
  GString    *messages;
  GArray     *problems;
} TsrXmlErrorSink;

GQuark  tsr_xml_error_quark (void);

void    tsr_xml_error_sink_add (TsrXmlErrorSink *sink,
                                const xmlError  *error);

char   *tsr_xml_get_attr      (const xmlNode *node,
                               const char    *name);
char   *tsr_xml_node_written_name (const xmlNode *node);
char   *tsr_xml_attr_written_name (const xmlAttr *attr);
void    tsr_xml_problem       (GString       *problems,
                               const char    *name,
                               const xmlNode *node,
                               const char    *format,
                               ...) G_GNUC_PRINTF (4, 5);
void    tsr_xml_node_position (const xmlNode *node,
                               guint         *line,
                               guint         *column);

GArray *tsr_xml_problems_new  (void);
void    tsr_xml_problems_add  (GArray        *problems,
                               const xmlNode *node,
                               const char    *format,
                               ...) G_GNUC_PRINTF (3, 4);
void    tsr_xml_problems_sort (GArray        *problems);
char   *tsr_xml_problems_join (GArray        *problems,
                               const char    *name);
gboolean tsr_xml_input_prepare      (const char  *data,
                                    gsize        length,
                                    const char  *name,
                                    char       **prepared,
                                    gsize       *prepared_length,
                                    gboolean    *converted,
                                    GError     **error);
guint    tsr_xml_input_doctype_line (const char  *text,
                                    gsize        length);

xmlDoc *tsr_xml_read        (const char  *data,
                             gsize        length,
                             const char  *name,
                             GError     **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)

G_END_DECLS
