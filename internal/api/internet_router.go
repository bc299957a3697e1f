package api

import (
	"myaccount/internal/internet"
)

// The router's counters (docs/internet-api.md, Traffic Monitor): the live
// WAN counters and the rate series of the WAN and of each Wi-Fi device.

type cpeCounters struct {
	Interface string `json:"interface"`
	RxBytes   int64  `json:"rx_bytes"`
	TxBytes   int64  `json:"tx_bytes"`
	Timestamp int64  `json:"timestamp"`
}

func (a *API) cpeFastPull(r *Request) (*Response, error) {
	if err := sameAccountChild(r); err != nil {
		return nil, err
	}
	c, err := a.svc.Router.Counters(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	return &Response{Object: cpeCounters{"ether1", c.RxBytes, c.TxBytes, c.At.UnixMilli()}, Name: "cpefastpull"}, nil
}

type cpeSeries struct {
	Metric string       `json:"metric"`
	Data   [][2]float64 `json:"data"`
}

// cpeGraphs answers a rate series ({metric, from: epoch seconds}).
func (a *API) cpeGraphs(r *Request) (*Response, error) {
	metric := stringField(r.Body, "metric")
	from, err := internet.ChartFrom(r.Body["from"])
	if err != nil {
		return nil, err
	}
	data, err := a.svc.Router.Graph(r.Context(), r.Account, metric, from)
	if err != nil {
		return nil, err
	}
	return &Response{Object: cpeSeries{metric, data}, Name: "cpegraphs"}, nil
}
