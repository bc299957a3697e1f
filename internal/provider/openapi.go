package provider

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"path"
	"sort"
	"sync"
)

// The OpenAPI document is written in parts: openapi/base.json (info,
// security, shared components) and one openapi/*.paths.json per resource
// with its "paths" and "components". They are merged once into the document
// served at /provider/v1/openapi.json (OpenAPI 3.0, which the tests'
// validator, kin-openapi, reads fully).
//
//go:embed openapi/*.json
var documentParts embed.FS

// Document is the merged OpenAPI document.
var Document = sync.OnceValue(func() []byte {
	doc, err := mergeDocument(documentParts)
	if err != nil {
		panic("provider: the OpenAPI document does not merge: " + err.Error())
	}
	return doc
})

// mergeDocument merges base.json with every *.paths.json of fsys. A path or
// a component defined twice is an error, so two parts cannot silently
// overwrite each other.
func mergeDocument(fsys fs.FS) ([]byte, error) {
	var base map[string]any
	if err := readJSON(fsys, "openapi/base.json", &base); err != nil {
		return nil, err
	}
	paths, _ := base["paths"].(map[string]any)
	if paths == nil {
		paths = map[string]any{}
		base["paths"] = paths
	}
	components, _ := base["components"].(map[string]any)
	if components == nil {
		components = map[string]any{}
		base["components"] = components
	}
	names, err := fs.Glob(fsys, "openapi/*.paths.json")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	for _, name := range names {
		var part struct {
			Paths      map[string]any            `json:"paths"`
			Components map[string]map[string]any `json:"components"`
		}
		if err := readJSON(fsys, name, &part); err != nil {
			return nil, err
		}
		for p, v := range part.Paths {
			if _, dup := paths[p]; dup {
				return nil, fmt.Errorf("%s: path %s is defined twice", path.Base(name), p)
			}
			paths[p] = v
		}
		for section, entries := range part.Components {
			into, _ := components[section].(map[string]any)
			if into == nil {
				into = map[string]any{}
				components[section] = into
			}
			for k, v := range entries {
				if _, dup := into[k]; dup {
					return nil, fmt.Errorf("%s: components.%s.%s is defined twice", path.Base(name), section, k)
				}
				into[k] = v
			}
		}
	}
	return json.MarshalIndent(base, "", "  ")
}

func readJSON(fsys fs.FS, name string, v any) error {
	b, err := fs.ReadFile(fsys, name)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// serveDocument answers the OpenAPI document; no key is needed to read it.
func serveDocument(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "public, max-age=300")
	_, _ = w.Write(Document())
}
