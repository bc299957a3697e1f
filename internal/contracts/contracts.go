// Package contracts holds the texts a subscriber signs: the subscriber
// contract (version 2.3, ONB-028) and the agreements a re-sign asks for
// (ONB-038), in English and French. They are templates the provider can
// replace without a rebuild: the defaults are embedded, and files of the
// same names in the directory given to Load (MYACCOUNT_TEMPLATES) take
// their place. The format is in template.go.
package contracts

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"myaccount/internal/i18n"
)

// DemoAgreementType is the agreement shipped in the defaults (a hash, as
// ONB-038 says re-sign types of agreements are): the fibre upgrade addendum.
const DemoAgreementType = "7f3a9c2e41b05d68"

// TermFeeCents is the installation fee of term 2, month-to-month (ONB-030).
const TermFeeCents = 19995

// Fill is what a template's placeholders are filled with.
type Fill struct {
	Provider     string // provider's name (branding)
	SupportPhone string
	Name         string // signer / subscriber name (or the new name on a name change)
	Company      string // company name for type c ('' for a person)
	Address      string // one line: street, city, province, postal code
	Account      int64
	Term         int // 0 none shown, 1 = 2-year term with free standard installation, 2 = month-to-month with the $199.95 fee
	// Packages are the account's packages, named in the document's
	// language (the catalog's French names in French).
	Packages []string
}

// Block is a heading, a paragraph or an item of a list.
type Block struct {
	Kind string // "heading" | "paragraph" | "item"
	Text string
}

// Text is a contract or agreement filled for one subscriber, in one
// language.
type Text struct {
	Title, Version string
	Blocks         []Block
	// Lang is the text's language, for HTML's lang attribute (an addition
	// to the agreed API: Contract and Agreement set it).
	Lang i18n.Lang
}

// ErrUnknownAgreement is an agreement type the library has no text for.
var ErrUnknownAgreement = errors.New("contracts: unknown agreement type")

// ErrUnknownVersion is a contract version the library has no text for.
var ErrUnknownVersion = errors.New("contracts: unknown contract version")

//go:embed templates/*.txt
var defaults embed.FS

// The file names a template may have: contract-<version>.<lang>.txt and
// agreement-<type>.<lang>.txt.
var (
	contractFile  = regexp.MustCompile(`^contract-([0-9]+(?:\.[0-9]+)*)\.(en|fr)\.txt$`)
	agreementFile = regexp.MustCompile(`^agreement-([A-Za-z0-9_-]{1,64})\.(en|fr)\.txt$`)
)

// texts is one document in each language.
type texts map[i18n.Lang]*template

// Library is the loaded templates; it is read-only after Load, so one is
// shared by every request.
type Library struct {
	contracts  map[string]texts // by version
	agreements map[string]texts // by type
	current    string
}

// Load reads the templates: the embedded defaults, overridden file by file
// by those in dir when dir != "" (MYACCOUNT_TEMPLATES). Every template is
// checked here, so a mistake stops the server at start-up rather than
// showing a subscriber a broken contract: an unknown placeholder, a file
// name it does not understand, a document without both languages.
func Load(dir string) (*Library, error) {
	files := map[string][]byte{} // by file name
	defaultFiles, err := fs.Glob(defaults, "templates/*.txt")
	if err != nil {
		return nil, err
	}
	for _, path := range defaultFiles {
		data, err := defaults.ReadFile(path)
		if err != nil {
			return nil, err
		}
		files[filepath.Base(path)] = data
	}
	if dir != "" {
		entries, err := os.ReadDir(dir)
		if err != nil {
			return nil, fmt.Errorf("contracts: templates directory: %w", err)
		}
		for _, e := range entries {
			name := e.Name()
			if e.IsDir() || !(strings.HasPrefix(name, "contract-") || strings.HasPrefix(name, "agreement-")) {
				continue // a README or the provider's own notes
			}
			if !contractFile.MatchString(name) && !agreementFile.MatchString(name) {
				return nil, fmt.Errorf("contracts: %s: the name must be contract-<version>.<en|fr>.txt or agreement-<type>.<en|fr>.txt", filepath.Join(dir, name))
			}
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				return nil, fmt.Errorf("contracts: %w", err)
			}
			files[name] = data
		}
	}

	l := &Library{contracts: map[string]texts{}, agreements: map[string]texts{}}
	names := slices.Sorted(maps.Keys(files)) // the same error first on every start
	for _, name := range names {
		t, err := parseTemplate(name, files[name])
		if err != nil {
			return nil, err
		}
		if m := contractFile.FindStringSubmatch(name); m != nil {
			if t.version != "" && t.version != m[1] {
				return nil, fmt.Errorf("contracts: %s: @version %s differs from the version %s in the file name", name, t.version, m[1])
			}
			t.version = m[1]
			add(l.contracts, m[1], i18n.Lang(m[2]), t)
		} else if m := agreementFile.FindStringSubmatch(name); m != nil {
			if t.description == "" {
				return nil, fmt.Errorf("contracts: %s: an agreement needs a @description line before its title", name)
			}
			if t.version == "" {
				t.version = "1.0"
			}
			add(l.agreements, m[1], i18n.Lang(m[2]), t)
		}
	}
	for _, set := range []map[string]texts{l.contracts, l.agreements} {
		for _, byLang := range set {
			for _, lang := range i18n.Languages {
				if byLang[lang] == nil {
					var other *template
					for _, t := range byLang {
						other = t
					}
					return nil, fmt.Errorf("contracts: %s has no %s version: every text is in English and French", other.file, lang)
				}
			}
		}
	}
	for version := range l.contracts {
		if l.current == "" || compareVersions(version, l.current) > 0 {
			l.current = version
		}
	}
	if l.current == "" {
		return nil, errors.New("contracts: no contract template")
	}
	return l, nil
}

func add(set map[string]texts, key string, lang i18n.Lang, t *template) {
	if set[key] == nil {
		set[key] = texts{}
	}
	set[key][lang] = t
}

// compareVersions orders dotted versions by their numbers: 2.10 after 2.9.
func compareVersions(a, b string) int {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := range max(len(pa), len(pb)) {
		var na, nb int
		if i < len(pa) {
			na, _ = strconv.Atoi(pa[i])
		}
		if i < len(pb) {
			nb, _ = strconv.Atoi(pb[i])
		}
		if na != nb {
			return na - nb
		}
	}
	return 0
}

// CurrentContractVersion is the version new signings use: the highest
// loaded, "2.3" with the defaults (a provider adds contract-2.4.*.txt to
// move on; the older version stays readable).
func (l *Library) CurrentContractVersion() string { return l.current }

// ContractVersions lists the loaded versions, oldest first.
func (l *Library) ContractVersions() []string {
	out := make([]string, 0, len(l.contracts))
	for v := range l.contracts {
		out = append(out, v)
	}
	slices.SortFunc(out, compareVersions)
	return out
}

// Contract is the subscriber contract of a version, filled, in the
// language (English for a language the portal does not speak).
func (l *Library) Contract(version string, lang i18n.Lang, f Fill) (Text, error) {
	byLang, ok := l.contracts[version]
	if !ok {
		return Text{}, fmt.Errorf("%w %q", ErrUnknownVersion, version)
	}
	return filled(byLang, lang, f), nil
}

// Agreement is the agreement of a re-sign type, filled, in the language;
// ErrUnknownAgreement for a type without a text.
func (l *Library) Agreement(typ string, lang i18n.Lang, f Fill) (Text, error) {
	byLang, ok := l.agreements[typ]
	if !ok {
		return Text{}, fmt.Errorf("%w %q", ErrUnknownAgreement, typ)
	}
	return filled(byLang, lang, f), nil
}

// AgreementDescription is the agreement's one-line summary, shown before
// the subscriber reads it (agreementdescription, ONB-021).
func (l *Library) AgreementDescription(typ string, lang i18n.Lang) (string, error) {
	byLang, ok := l.agreements[typ]
	if !ok {
		return "", fmt.Errorf("%w %q", ErrUnknownAgreement, typ)
	}
	return byLang[supported(lang)].description, nil
}

func filled(byLang texts, lang i18n.Lang, f Fill) Text {
	lang = supported(lang)
	t := byLang[lang].fill(f)
	t.Lang = lang
	return t
}

// supported is lang, or English for any other value.
func supported(lang i18n.Lang) i18n.Lang {
	if lang == i18n.French {
		return i18n.French
	}
	return i18n.English
}
