{{/*
The worker of a chart whose values have `worker` (a context.yaml's `worker:`, scripts/service-charts.ts):
a second Deployment of the same image, ConfigMap and Secrets running worker.command — the jobs runner,
the event consumers and /healthz, /readyz (platform runWorker), no API. Its pods carry their own
selector labels (<name>-worker), so the Service, the HPA, the service's PDB and NetworkPolicy never
select them; the worker has its own PDB and a NetworkPolicy that admits nothing (it serves only the
kubelet's probes, which NetworkPolicy does not filter) and shares the service's egress rules.
*/}}
{{- define "service-lib.workerEnabled" -}}
{{- $w := .Values.worker | default dict -}}
{{- if $w.enabled -}}true{{- end -}}
{{- end -}}

{{- define "service-lib.workerName" -}}
{{- include "service-lib.fullname" . | trunc 56 | trimSuffix "-" }}-worker
{{- end -}}

{{- define "service-lib.workerSelectorLabels" -}}
app.kubernetes.io/name: {{ include "service-lib.name" . | trunc 56 | trimSuffix "-" }}-worker
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "service-lib.workerLabels" -}}
helm.sh/chart: {{ include "service-lib.chart" . }}
{{ include "service-lib.workerSelectorLabels" . }}
app.kubernetes.io/version: {{ include "service-lib.imageTag" . | quote }}
app.kubernetes.io/component: worker
app.kubernetes.io/part-of: adops
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end -}}

{{- define "service-lib.worker" -}}
{{- if include "service-lib.workerEnabled" . -}}
{{- $w := .Values.worker -}}
{{- $config := include "service-lib.configData" . -}}
{{- $env := include "service-lib.secretEnv" . | trim -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "service-lib.workerName" . }}
  labels:
    {{- include "service-lib.workerLabels" . | nindent 4 }}
spec:
  replicas: {{ $w.replicaCount }}
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      {{- include "service-lib.workerSelectorLabels" . | nindent 6 }}
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxUnavailable: 0
      maxSurge: 1
  template:
    metadata:
      labels:
        {{- include "service-lib.workerSelectorLabels" . | nindent 8 }}
        app.kubernetes.io/component: worker
        app.kubernetes.io/part-of: adops
        {{- with .Values.podLabels }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
      annotations:
        checksum/config: {{ $config | sha256sum }}
        {{- with .Values.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      serviceAccountName: {{ include "service-lib.serviceAccountName" . }}
      automountServiceAccountToken: false
      enableServiceLinks: false
      terminationGracePeriodSeconds: {{ $w.terminationGracePeriodSeconds }}
      {{- with include "service-lib.imagePullSecrets" . | trim }}
      {{- . | nindent 6 }}
      {{- end }}
      securityContext:
        {{- include "service-lib.podSecurityContext" . | nindent 8 }}
      containers:
        - name: {{ include "service-lib.context" . }}-worker
          image: {{ include "service-lib.image" . }}
          imagePullPolicy: {{ .Values.image.pullPolicy }}
          command:
            {{- toYaml $w.command | nindent 12 }}
          ports:
            # The health endpoints only.
            - name: http
              containerPort: {{ .Values.containerPort }}
              protocol: TCP
          {{- if $config }}
          envFrom:
            - configMapRef:
                name: {{ include "service-lib.fullname" . }}
          {{- end }}
          env:
            {{- with $env }}
            {{- . | nindent 12 }}
            {{- end }}
            - name: JOBS_RUNNER
              value: "on"
            {{- range $k, $v := $w.env }}
            - name: {{ $k }}
              value: {{ toString $v | quote }}
            {{- end }}
          startupProbe:
            httpGet:
              path: /healthz
              port: http
            {{- toYaml .Values.probes.startup | nindent 12 }}
          livenessProbe:
            httpGet:
              path: /healthz
              port: http
            {{- toYaml .Values.probes.liveness | nindent 12 }}
          readinessProbe:
            httpGet:
              path: /readyz
              port: http
            {{- toYaml .Values.probes.readiness | nindent 12 }}
          lifecycle:
            preStop:
              exec:
                command: ["sleep", "{{ $w.preStopSleepSeconds }}"]
          resources:
            {{- toYaml $w.resources | nindent 12 }}
          securityContext:
            {{- include "service-lib.containerSecurityContext" . | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
            {{- if $w.shmSizeLimit }}
            - name: shm
              mountPath: /dev/shm
            {{- end }}
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: {{ $w.tmpSizeLimit }}
        {{- if $w.shmSizeLimit }}
        - name: shm
          emptyDir:
            medium: Memory
            sizeLimit: {{ $w.shmSizeLimit }}
        {{- end }}
      {{- with include "service-lib.scheduling" . | trim }}
      {{- . | nindent 6 }}
      {{- end }}
      {{- if .Values.topologySpread.enabled }}
      topologySpreadConstraints:
        - maxSkew: 1
          topologyKey: {{ .Values.topologySpread.topologyKey }}
          whenUnsatisfiable: ScheduleAnyway
          labelSelector:
            matchLabels:
              {{- include "service-lib.workerSelectorLabels" . | nindent 14 }}
      {{- end }}
{{- end -}}
{{- end -}}

{{- define "service-lib.workerpdb" -}}
{{- if and (include "service-lib.workerEnabled" .) .Values.podDisruptionBudget.enabled -}}
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "service-lib.workerName" . }}
  labels:
    {{- include "service-lib.workerLabels" . | nindent 4 }}
spec:
  maxUnavailable: {{ .Values.podDisruptionBudget.maxUnavailable }}
  unhealthyPodEvictionPolicy: AlwaysAllow
  selector:
    matchLabels:
      {{- include "service-lib.workerSelectorLabels" . | nindent 6 }}
{{- end -}}
{{- end -}}

{{- define "service-lib.workernetworkpolicy" -}}
{{- if and (include "service-lib.workerEnabled" .) .Values.networkPolicy.enabled -}}
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: {{ include "service-lib.workerName" . }}
  labels:
    {{- include "service-lib.workerLabels" . | nindent 4 }}
spec:
  podSelector:
    matchLabels:
      {{- include "service-lib.workerSelectorLabels" . | nindent 6 }}
  # Ingress with no rule: nothing may connect (the kubelet's probes are not subject to it).
  policyTypes:
    - Ingress
    {{- if .Values.networkPolicy.egress }}
    - Egress
    {{- end }}
  {{- with .Values.networkPolicy.egress }}
  egress:
    # DNS, then the service's allowed destinations.
    - ports:
        - port: 53
          protocol: UDP
        - port: 53
          protocol: TCP
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end -}}
{{- end -}}
